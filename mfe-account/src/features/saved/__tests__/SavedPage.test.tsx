import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import type { ProviderCard } from '@prohive/shared';
import { makeTestUser } from '@prohive/shared/testing';
import SavedPage from '../../../pages/SavedPage';
import { makeJob } from '../../../testing/fixtures';
import { ok, renderAccount, type Respond } from '../../../testing/renderAccount';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn(), dismiss: jest.fn() } }));

const pro: ProviderCard = {
  id: 7,
  business_name: 'Bright Sparks Electric',
  avatar: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  rating_average: 4.5,
  review_count: 12,
  hires: 30,
  years_in_business: 9,
  response_time_minutes: 45,
  badges: { license_verified: true, insurance_verified: true, background_checked: false },
  services: [{ slug: 'electrical', title: 'Electrical' }],
  latitude: 30.27,
  longitude: -97.74,
  distance_miles: null,
};

function renderSaved(respond: Respond, user: ReturnType<typeof makeTestUser> | null = makeTestUser()) {
  return renderAccount('/saved', <SavedPage />, { user, respond });
}

/** A fetch answer that waits until `release` is called, to see the optimistic state before the server replies. */
function deferred() {
  let release: (status: number) => void = () => undefined;
  const promise = new Promise<{ status: number; body: unknown }>((resolve) => {
    release = (status) =>
      resolve({ status, body: status === 204 ? undefined : { message: 'Server is busy' } });
  });
  return { promise, release: (status: number) => release(status) };
}

describe('/saved', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends a signed-out visitor to /auth', async () => {
    renderSaved(() => undefined, null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  });

  it("has no <main> of its own: the shell's layout owns the page's one main landmark", async () => {
    renderSaved((call) =>
      call.path === '/api/saved' ? ok({ data: { providers: [], jobs: [] } }) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('shows both empty states with links to find pros and jobs', async () => {
    renderSaved((call) =>
      call.path === '/api/saved' ? ok({ data: { providers: [], jobs: [] } }) : undefined,
    );
    expect(await screen.findByText('No saved pros yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find professionals' })).toHaveAttribute(
      'href',
      '/professionals',
    );
    expect(screen.getByText('No saved jobs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('lists saved pros and jobs and removes one at once, keeping it removed when the server agrees', async () => {
    let saved = { providers: [pro], jobs: [makeJob({ id: 4, title: 'Paint the fence' })] };
    const pending = deferred();
    const { calls } = renderSaved(async (call) => {
      if (call.method === 'GET' && call.path === '/api/saved') return ok({ data: saved });
      if (call.method === 'DELETE' && call.path === '/api/saved/providers/7') {
        const reply = await pending.promise;
        if (reply.status === 204) saved = { ...saved, providers: [] };
        return reply;
      }
      return undefined;
    });
    const card = await screen.findByTestId('saved-provider');
    expect(within(card).getByRole('link', { name: 'Bright Sparks Electric' })).toHaveAttribute(
      'href',
      '/professionals/7',
    );
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByTestId('saved-job')).toHaveTextContent('Paint the fence');
    expect(screen.getByRole('heading', { name: 'Saved pros (1)' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Remove Bright Sparks Electric' }));
    // Gone before the server answered.
    await waitFor(() => expect(screen.queryByTestId('saved-provider')).toBeNull());
    expect(screen.getByText('No saved pros yet')).toBeInTheDocument();
    pending.release(204);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Removed Bright Sparks Electric from your saved pros'),
    );
    expect(screen.queryByTestId('saved-provider')).toBeNull();
    expect(screen.getByTestId('saved-job')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('puts a removed job back and says so when the server refuses', async () => {
    const saved = { providers: [], jobs: [makeJob({ id: 4, title: 'Paint the fence' })] };
    renderSaved((call) => {
      if (call.method === 'GET' && call.path === '/api/saved') return ok({ data: saved });
      if (call.method === 'DELETE') return { status: 403, body: { message: 'Not allowed' } };
      return undefined;
    });
    const card = await screen.findByTestId('saved-job');
    await user.click(within(card).getByRole('button', { name: 'Remove Paint the fence' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not remove Paint the fence: Not allowed'),
    );
    expect(await screen.findByTestId('saved-job')).toHaveTextContent('Paint the fence');
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    renderSaved((call) => {
      if (call.path !== '/api/saved') return undefined;
      return fail
        ? { status: 401, body: { message: 'Unauthenticated' } }
        : ok({ data: { providers: [pro], jobs: [] } });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your saved items.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('saved-provider')).toBeInTheDocument();
  });
});
