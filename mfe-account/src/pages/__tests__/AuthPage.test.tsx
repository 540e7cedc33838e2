/**
 * @jest-environment ../shared/src/testing/jsdomEnvironment.cjs
 */
// RTK Query builds a Request, which plain jsdom lacks; shared's environment adds Node's fetch classes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { selectCurrentUser, selectIsSignedIn } from '@prohive/shared';
import { makeTestJwt, makeTestUser } from '@prohive/shared/testing';
import { renderAuth, rolesResponse } from './renderAuthPage';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn(), dismiss: jest.fn() } }));

describe('AuthPage', () => {
  beforeEach(() => jest.mocked(toast.error).mockClear());

  it('signs in, stores the session and goes to the dashboard of the role', async () => {
    const account = makeTestUser({ name: 'Casey Customer' });
    const { calls, store } = renderAuth((call) =>
      call.url.endsWith('/login')
        ? { status: 200, body: { access_token: makeTestJwt(), user: account } }
        : rolesResponse,
    );

    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('customer dashboard')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/login'))).toMatchObject({
      method: 'POST',
      body: { email: 'casey@example.com', password: 'secret-password' },
    });
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectCurrentUser(store.getState())?.name).toBe('Casey Customer');
    expect(toast.dismiss).toHaveBeenCalled();
  });

  it('shows the spec message inline and as a toast when sign-in fails', async () => {
    const { store } = renderAuth((call) =>
      call.url.endsWith('/login') ? { status: 401, body: { message: 'Invalid credentials' } } : rolesResponse,
    );

    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const message = 'Login failed. Please check your credentials and try again.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('registers a provider with the name before any @ and password_confirmation = password', async () => {
    const account = makeTestUser({ name: 'pat', role: { id: 4, name: 'provider', guard_name: 'web' } });
    const { calls } = renderAuth(
      (call) =>
        call.url.endsWith('/register')
          ? { status: 201, body: { access_token: makeTestJwt(), user: account } }
          : rolesResponse,
      '/auth?mode=register&role=provider',
    );

    await user.type(screen.getByLabelText('Name'), 'pat@example.com');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-password-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('provider dashboard')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/register'))?.body).toEqual({
      name: 'pat',
      email: 'pat@example.com',
      password: 'long-password-1',
      password_confirmation: 'long-password-1',
      roleId: 4,
    });
  });

  it('shows the signup failure message when registration is refused', async () => {
    renderAuth(
      (call) =>
        call.url.endsWith('/register') ? { status: 422, body: { message: 'taken' } } : rolesResponse,
      '/auth?mode=register',
    );

    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-password-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Signup failed. Please try again later.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Signup failed. Please try again later.');
  });

  it("shows the server's password and email reasons under their fields", async () => {
    const common =
      'This password is one of the most commonly used and easy to guess. Choose another, such as a few unrelated words.';
    const answers = [
      { message: common, errors: { password: [common] } },
      {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      },
    ];
    renderAuth(
      (call) => (call.url.endsWith('/register') ? { status: 422, body: answers.shift() } : rolesResponse),
      '/auth?mode=register',
    );

    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(common));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    // The field says what to change, so the form does not add "try again later"; the toast stays as the spec says.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Signup failed. Please try again later.');

    await user.clear(password);
    await user.type(password, 'tall-quiet-lantern');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email has already been taken.'));
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });
});
