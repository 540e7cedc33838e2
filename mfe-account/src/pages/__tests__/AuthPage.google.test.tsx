/**
 * @jest-environment ../shared/src/testing/jsdomEnvironment.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import {
  darkTheme,
  resetRuntimeConfig,
  selectCurrentUser,
  selectIsSignedIn,
  setRuntimeConfig,
} from '@prohive/shared';
import { makeTestJwt, makeTestUser } from '@prohive/shared/testing';
import { GSI_SCRIPT_URL, resetGoogleIdentityLoader } from '../../features/auth/google/googleIdentity';
import {
  FAKE_CREDENTIAL,
  createFakeGoogleIdentity,
  uninstallGoogleIdentity,
} from '../../features/auth/google/__tests__/fakeGoogleIdentity';
import { renderAuth, rolesResponse } from './renderAuthPage';
import type { Call, Respond } from './renderAuthPage';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn(), dismiss: jest.fn() } }));

const CLIENT_ID = 'test-client-id.apps.googleusercontent.com';
const FAILED = 'Google authentication failed. Please try again.';
const googleArea = () => screen.queryByRole('group', { name: 'Google sign-in' });
const googleCalls = (calls: Call[]) => calls.filter((call) => call.url.endsWith('/auth/google'));

function answerGoogle(user = makeTestUser()): Respond {
  return (call) =>
    call.url.endsWith('/auth/google')
      ? { status: 200, body: { access_token: makeTestJwt(), user } }
      : rolesResponse;
}

describe('AuthPage — Google sign-in', () => {
  beforeEach(() => {
    jest.mocked(toast.error).mockClear();
    setRuntimeConfig({ googleClientId: CLIENT_ID });
  });

  afterEach(() => {
    resetRuntimeConfig();
    uninstallGoogleIdentity();
    resetGoogleIdentityLoader();
    jest.restoreAllMocks();
  });

  it('shows nothing and loads no script without a client id', () => {
    resetRuntimeConfig();
    renderAuth(() => rolesResponse);

    expect(googleArea()).not.toBeInTheDocument();
    expect(document.querySelector(`script[src="${GSI_SCRIPT_URL}"]`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("initializes Google with the client id and draws its button in the page's theme", async () => {
    const google = createFakeGoogleIdentity();
    google.install();
    renderAuth(() => rolesResponse, '/auth', darkTheme);

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(google.api.initialize).toHaveBeenCalledTimes(1);
    expect(google.api.initialize.mock.calls[0]![0].client_id).toBe(CLIENT_ID);
    expect(google.api.renderButton).toHaveBeenLastCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ theme: 'filled_black', text: 'signin_with', size: 'large' }),
    );
    expect(within(googleArea()!).getByText('or')).toBeInTheDocument();
  });

  it('signs in as a customer from the sign-in tab and goes to the given redirect', async () => {
    const google = createFakeGoogleIdentity();
    google.install();
    const { calls, store } = renderAuth(
      answerGoogle(makeTestUser({ name: 'Gale Google' })),
      '/auth?redirect=/provider/dashboard',
    );

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByText('provider dashboard')).toBeInTheDocument();
    expect(googleCalls(calls)).toEqual([
      { url: '/api/auth/google', method: 'POST', body: { id_token: FAKE_CREDENTIAL, roleId: 3 } },
    ]);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectCurrentUser(store.getState())?.name).toBe('Gale Google');
  });

  it("signs up with the register form's role and goes to that role's dashboard", async () => {
    const google = createFakeGoogleIdentity();
    google.install();
    const provider = makeTestUser({ role: { id: 4, name: 'provider', guard_name: 'web' } });
    const { calls } = renderAuth(answerGoogle(provider), '/auth?mode=register');

    await user.click(screen.getByRole('radio', { name: 'Service professional' }));
    await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));

    expect(await screen.findByText('provider dashboard')).toBeInTheDocument();
    expect(googleCalls(calls)[0]?.body).toEqual({ id_token: FAKE_CREDENTIAL, roleId: 4 });
  });

  it('shows the failure message when Google returns no credential, without calling the api', async () => {
    const google = createFakeGoogleIdentity();
    google.answer = { select_by: 'btn' };
    google.install();
    const { calls, store } = renderAuth(answerGoogle());

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(toast.error).toHaveBeenCalledWith(FAILED);
    expect(googleCalls(calls)).toHaveLength(0);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('shows the failure message when the api refuses the Google token', async () => {
    const google = createFakeGoogleIdentity();
    google.install();
    const { calls, store } = renderAuth((call) =>
      call.url.endsWith('/auth/google') ? { status: 401, body: { message: 'Invalid token' } } : rolesResponse,
    );

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(toast.error).toHaveBeenCalledWith(FAILED);
    expect(googleCalls(calls)).toHaveLength(1);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
  });

  it('hides the Google area and keeps the email form when the script cannot load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAuth(() => rolesResponse);

    expect(googleArea()).toBeInTheDocument();
    const script = document.querySelector<HTMLScriptElement>(`script[src="${GSI_SCRIPT_URL}"]`);
    expect(script).not.toBeNull();
    fireEvent.error(script!);

    await waitFor(() => expect(googleArea()).not.toBeInTheDocument());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[google]'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
