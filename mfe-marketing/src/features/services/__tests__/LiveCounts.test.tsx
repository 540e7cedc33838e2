import { screen } from '@testing-library/react';
import { renderWithProviders } from '@prohive/shared/testing';
import { LIVE_COUNTS_UNAVAILABLE, LiveCounts } from '../LiveCounts';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(window, { fetch: fetchMock });
  Object.assign(globalThis, { fetch: fetchMock });
});

const requestedUrl = () => {
  const input = fetchMock.mock.calls[0]?.[0];
  return input instanceof Request ? input.url : String(input);
};

describe('LiveCounts', () => {
  it('holds the strip with placeholders, not numbers, while loading', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithProviders(<LiveCounts slug="plumbing" trade="plumbing" />);
    const strip = screen.getByLabelText('Live numbers');
    expect(strip).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('plumbing pros on Prohive')).toBeInTheDocument();
    expect(screen.getAllByText('Loading')).toHaveLength(2);
    expect(strip?.textContent).not.toMatch(/\d/);
  });

  it("shows the category's live provider and open-job counts", async () => {
    fetchMock.mockImplementation(async () =>
      json({
        data: {
          slug: 'plumbing',
          title: 'Plumbing',
          description: 'Pipes.',
          provider_count: 1204,
          open_job_count: 37,
        },
      }),
    );
    renderWithProviders(<LiveCounts slug="plumbing" trade="plumbing" />);
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(screen.getByText('37')).toBeInTheDocument();
    expect(requestedUrl()).toMatch(/\/api\/service-categories\/plumbing\/summary$/);
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows no number when the api fails', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Not found' }, 404));
    renderWithProviders(<LiveCounts slug="plumbing" trade="plumbing" />);
    const note = await screen.findByText(LIVE_COUNTS_UNAVAILABLE);
    expect(note.parentElement?.textContent).not.toMatch(/\d/);
    expect(screen.queryByText('plumbing pros on Prohive')).not.toBeInTheDocument();
  });
});
