import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { selectCurrentUser, selectIsSignedIn, type AuthUser } from '@prohive/shared';
import { makeTestUser } from '@prohive/shared/testing';
import ProfilePage from '../../../pages/ProfilePage';
import { ok, renderAccount, type Call, type Reply } from '../../../testing/renderAccount';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), dismiss: jest.fn() },
}));

const customer = { ...makeTestUser({ name: 'Casey Customer', zip: '10001' }), phone: '+12125550100' };

type Handler = (call: Call) => Reply | undefined;

function renderProfile(user: AuthUser | null, handlers: Record<string, Handler> = {}, route = '/profile') {
  let current = user;
  return renderAccount('/profile', <ProfilePage />, {
    user,
    route,
    respond: (call) => {
      const key = `${call.method} ${call.path}`;
      const handler = handlers[key];
      if (handler) {
        const reply = handler(call);
        if (reply && key === 'PATCH /api/me' && reply.status === 200)
          current = (reply.body as { data: AuthUser }).data;
        return reply;
      }
      if (key === 'GET /api/me') return ok({ data: current });
      if (key === 'GET /api/me/email-preferences')
        return ok({ data: { bids: true, messages: true, job_alerts: true } });
      return undefined;
    },
  });
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'me.png', { type: 'image/png' });

describe('/profile', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends a signed-out visitor to /auth', async () => {
    renderProfile(null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  });

  it('shows the details from /me and saves only what changed, refreshing the session user', async () => {
    const { calls, store } = renderProfile(customer, {
      'PATCH /api/me': (call) => ok({ data: { ...customer, ...(call.body as object) } }),
    });
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(within(form).getByLabelText('Email')).toHaveValue('casey@example.com');
    expect(within(form).getByLabelText('Phone')).toHaveValue('+12125550100');
    // The shell's layout owns the page's one <main>; a screen must not nest another.
    expect(screen.queryByRole('main')).toBeNull();
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Casey Renamed');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your details were saved'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Casey Renamed' });
    expect(selectCurrentUser(store.getState())?.name).toBe('Casey Renamed');
  });

  it('checks the ZIP and phone before sending and shows the server’s field errors inline', async () => {
    const { calls } = renderProfile(customer, {
      'PATCH /api/me': () => ({
        status: 422,
        body: { message: 'Validation failed', errors: { zip: ['Enter a valid US ZIP code'] } },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Your details' });
    const zip = within(form).getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '12');
    const phone = within(form).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(within(form).getByText('Enter a valid US ZIP code')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(phone);
    await user.clear(zip);
    await user.type(zip, '00000');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Enter a valid US ZIP code')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ phone: '', zip: '00000' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('uploads an avatar, points the user at it and updates the session (header) avatar', async () => {
    const { calls, store } = renderProfile(customer, {
      'POST /api/uploads': () => ({
        status: 201,
        body: {
          data: {
            id: 'up1',
            url: '/api/uploads/up1',
            thumb_url: '/api/uploads/up1/thumb',
            purpose: 'avatar',
            content_type: 'image/webp',
          },
        },
      }),
      'PATCH /api/me': () => ok({ data: { ...customer, avatar: '/api/uploads/up1' } }),
    });
    await screen.findByRole('form', { name: 'Your details' });
    await user.upload(screen.getByTestId('avatar-input'), png());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Avatar updated successfully'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /api/uploads', 'PATCH /api/me']),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ avatar_upload_id: 'up1' });
    expect(selectCurrentUser(store.getState())?.avatar).toBe('/api/uploads/up1');
  });

  it('refuses a file that is not an image without uploading, with the spec’s failure toast', async () => {
    const { calls } = renderProfile(customer);
    await screen.findByRole('form', { name: 'Your details' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByTestId('avatar-input'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(toast.error).toHaveBeenCalledWith('Failed to update avatar');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(calls.some((call) => call.path === '/api/uploads')).toBe(false);
  });

  it('says “Failed to update avatar” when the upload is refused', async () => {
    renderProfile(customer, {
      'POST /api/uploads': () => ({
        status: 415,
        body: { message: 'Only JPEG, PNG or WebP images are accepted.' },
      }),
    });
    await screen.findByRole('form', { name: 'Your details' });
    await user.upload(screen.getByTestId('avatar-input'), png());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update avatar'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('changes the password after checking length and confirmation', async () => {
    const { calls } = renderProfile(customer, { 'POST /api/me/password': () => ({ status: 204 }) });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.type(within(form).getByLabelText('Confirm new password'), 'different');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText('The passwords do not match')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/me/password')).toBe(false);

    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'a-much-better-one');
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'a-much-better-one');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/me/password')?.body).toEqual({
      current_password: 'old-password',
      password: 'a-much-better-one',
      password_confirmation: 'a-much-better-one',
    });
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });

  it('shows a wrong current password inline', async () => {
    renderProfile(customer, {
      'POST /api/me/password': () => ({
        status: 422,
        body: {
          message: 'Validation failed',
          errors: { current_password: ['The current password is incorrect'] },
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is incorrect')).toBeInTheDocument();
  });

  it('deletes the account only after DELETE is typed, then signs out and goes home', async () => {
    const { calls, store } = renderProfile(customer, { 'DELETE /api/me': () => ({ status: 204 }) });
    await screen.findByRole('form', { name: 'Your details' });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE'));
    await user.type(within(dialog).getByLabelText('Type DELETE'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Password'), 'my-password');
    await user.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      password: 'my-password',
      confirm: 'DELETE',
    });
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('Your account has been deleted.');
  });

  it('keeps the account and shows why when the password is wrong', async () => {
    const { store } = renderProfile(customer, {
      'DELETE /api/me': () => ({
        status: 422,
        body: { message: 'Validation failed', errors: { password: ['The password is incorrect'] } },
      }),
    });
    await screen.findByRole('form', { name: 'Your details' });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Type DELETE'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is incorrect')).toBeInTheDocument();
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it('shows no business or certificate sections to a customer', async () => {
    renderProfile(customer);
    await screen.findByRole('form', { name: 'Your details' });
    expect(screen.queryByRole('form', { name: 'Business profile' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Licence/ })).toBeNull();
  });
});
