import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@prohive/shared/testing';
import { WAITLIST_MESSAGES, WaitlistForm } from '../WaitlistForm';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(window, { fetch: fetchMock });
  Object.assign(globalThis, { fetch: fetchMock });
});

async function sentBody(call = 0): Promise<unknown> {
  const [input, init] = fetchMock.mock.calls[call] ?? [];
  if (input instanceof Request) return JSON.parse(await input.clone().text());
  return JSON.parse(String(init?.body));
}

async function fill(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  const fields: Record<string, string> = {
    name: 'Your name',
    email: 'Email address',
    zip: 'ZIP code',
    amount: 'Amount you may need (optional)',
  };
  for (const [field, label] of Object.entries(fields)) {
    const value = values[field];
    if (value !== undefined) await user.type(screen.getByLabelText(label), value);
  }
  if (values.project_type !== undefined)
    await user.selectOptions(screen.getByLabelText('Project type (optional)'), values.project_type);
  await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
}

const VALID = { name: 'Dana Reyes', email: 'dana@example.com', zip: '78701' };

describe('WaitlistForm', () => {
  it('checks every field before sending anything, with a message per field', async () => {
    renderWithProviders(<WaitlistForm />);
    await fill({ zip: '7870', email: 'dana@', amount: '499' });
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, for example name@example.com.',
    );
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a 5-digit US ZIP code'),
    );
    expect(screen.getByLabelText('Amount you may need (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount between $500 and $250,000.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses cents in the amount', async () => {
    renderWithProviders(<WaitlistForm />);
    await fill({ ...VALID, amount: '1200.50' });
    expect(screen.getByLabelText('Amount you may need (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('whole dollars'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the signup and shows the api message when added', async () => {
    fetchMock.mockImplementation(async () =>
      json(
        {
          message: "You're on the list! We'll email you as soon as Prohive financing opens in your area.",
          data: { email: 'dana@example.com', already_on_list: false },
        },
        201,
      ),
    );
    renderWithProviders(<WaitlistForm />);
    await fill({ ...VALID, project_type: 'roofing', amount: '$12,500' });
    expect(await screen.findByRole('heading', { name: 'You are on the list' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("You're on the list!");
    expect(await sentBody()).toEqual({ ...VALID, project_type: 'roofing', amount: 12500 });
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });

  it('leaves optional fields out of the request', async () => {
    fetchMock.mockImplementation(async () =>
      json({ message: 'Added.', data: { email: VALID.email, already_on_list: false } }, 201),
    );
    renderWithProviders(<WaitlistForm />);
    await fill(VALID);
    await screen.findByRole('status');
    expect(await sentBody()).toEqual(VALID);
  });

  it('answers a repeated email kindly, not as an error', async () => {
    const kind =
      "Good news: you're already on the list. We'll email you as soon as Prohive financing opens in your area.";
    fetchMock.mockImplementation(async () =>
      json({ message: kind, data: { email: VALID.email, already_on_list: true } }, 200),
    );
    renderWithProviders(<WaitlistForm />);
    await fill(VALID);
    expect(await screen.findByRole('heading', { name: 'You are already on the list' })).toBeInTheDocument();
    expect(screen.getByText(kind)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the api's 422 messages beside their fields", async () => {
    fetchMock.mockImplementation(async () =>
      json(
        {
          message: 'We could not find ZIP code 00000. Please check it.',
          errors: { zip: ['We could not find ZIP code 00000. Please check it.'] },
        },
        422,
      ),
    );
    renderWithProviders(<WaitlistForm />);
    await fill({ ...VALID, zip: '00000' });
    const zip = screen.getByLabelText('ZIP code');
    await waitFor(() =>
      expect(zip).toHaveAccessibleDescription(
        expect.stringContaining('We could not find ZIP code 00000. Please check it.'),
      ),
    );
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('says to wait after too many attempts (429), keeping what was typed', async () => {
    fetchMock.mockImplementation(async () =>
      json({ message: 'Too many attempts. Please try again in 3600 seconds.' }, 429),
    );
    renderWithProviders(<WaitlistForm />);
    await fill(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.tooMany);
    expect(screen.getByLabelText('Email address')).toHaveValue(VALID.email);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when the api fails', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Internal Server Error' }, 500));
    renderWithProviders(<WaitlistForm />);
    await fill(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.failed);
  });
});
