import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { makeTestUser } from '@prohive/shared/testing';
import ProfilePage from '../../../pages/ProfilePage';
import { ok, renderAccount, type Reply } from '../../../testing/renderAccount';
import { EMAIL_PREFERENCES_SAVED } from '../EmailPreferences';

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
  jest.clearAllMocks();
});

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), dismiss: jest.fn() },
}));

const customer = makeTestUser({ name: 'Casey Customer' });
const provider = makeTestUser({
  id: 9,
  name: 'Pat Pro',
  role: { id: 4, name: 'provider', guard_name: 'web', permissions: [] },
});

function renderPreferences(
  who = customer,
  { load, save }: { load?: () => Reply; save?: (body: unknown) => Reply } = {},
) {
  let stored = { bids: true, messages: true, job_alerts: true };
  return renderAccount('/profile', <ProfilePage />, {
    user: who,
    respond: (call) => {
      if (call.method === 'GET' && call.path === '/api/me') return ok({ data: who });
      if (call.path === '/api/me/email-preferences' && call.method === 'GET')
        return load?.() ?? ok({ data: stored });
      if (call.path === '/api/me/email-preferences' && call.method === 'PUT') {
        const reply = save?.(call.body);
        if (reply) return reply;
        stored = call.body as typeof stored;
        return ok({ data: stored });
      }
      return undefined;
    },
  });
}

describe('email preferences on /profile', () => {
  it('shows the stored choices and saves a change at once with a toast', async () => {
    const { calls } = renderPreferences();
    const messages = await screen.findByRole('switch', { name: 'Messages' });
    expect(messages).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Bids' })).toBeChecked();
    // Customers get no job alerts, so the switch is not offered to them.
    expect(screen.queryByRole('switch', { name: 'Job alerts' })).not.toBeInTheDocument();
    await user.click(messages);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(EMAIL_PREFERENCES_SAVED));
    expect(messages).not.toBeChecked();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/me/email-preferences',
        body: { bids: true, messages: false, job_alerts: true },
      }),
    );
  });

  it('offers job alerts to providers', async () => {
    renderPreferences(provider);
    expect(await screen.findByRole('switch', { name: 'Job alerts' })).toBeChecked();
  });

  it('puts the switch back and says why when the save fails', async () => {
    renderPreferences(customer, { save: () => ({ status: 400, body: { message: 'Try later' } }) });
    const bids = await screen.findByRole('switch', { name: 'Bids' });
    await user.click(bids);
    expect(await screen.findByText('Your change was not saved: Try later')).toBeInTheDocument();
    expect(bids).toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the preferences cannot be loaded', async () => {
    let fail = true;
    renderPreferences(customer, {
      load: () =>
        fail
          ? { status: 400, body: { message: 'Down' } }
          : ok({ data: { bids: false, messages: true, job_alerts: false } }),
    });
    expect(await screen.findByText('Could not load your email preferences.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Bids' })).not.toBeChecked();
  });
});
