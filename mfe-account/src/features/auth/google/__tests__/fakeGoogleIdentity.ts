// A stand-in for `google.accounts.id`: records what the page asked of it, and draws a plain button that, when
// clicked, answers the way Google's popup would (whatever `answer` holds at that moment).
import type {
  GoogleButtonOptions,
  GoogleCredentialResponse,
  GoogleIdentityApi,
  GoogleInitializeConfig,
} from '../googleIdentity';

export interface FakeGoogleIdentity {
  api: GoogleIdentityApi & {
    initialize: jest.Mock<void, [GoogleInitializeConfig]>;
    renderButton: jest.Mock<void, [HTMLElement, GoogleButtonOptions]>;
  };
  answer: GoogleCredentialResponse;
  /** Puts the fake where Google's script would, on `window.google.accounts.id`. */
  install(): void;
}

export const FAKE_CREDENTIAL = 'header.payload.signature';

export function createFakeGoogleIdentity(): FakeGoogleIdentity {
  let callback: GoogleInitializeConfig['callback'] | null = null;
  const fake: FakeGoogleIdentity = {
    answer: { credential: FAKE_CREDENTIAL, clientId: 'test-client-id', select_by: 'btn' },
    api: {
      initialize: jest.fn((config: GoogleInitializeConfig) => {
        callback = config.callback;
      }),
      renderButton: jest.fn((parent: HTMLElement, options: GoogleButtonOptions) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
        button.addEventListener('click', () => callback?.(fake.answer));
        parent.replaceChildren(button);
      }),
    },
    install() {
      Object.assign(window, { google: { accounts: { id: fake.api } } });
    },
  };
  return fake;
}

/** Leaves the page as if Google's script had never run. */
export function uninstallGoogleIdentity(): void {
  delete (window as { google?: unknown }).google;
  document.querySelectorAll('script[src*="accounts.google.com"]').forEach((script) => script.remove());
}
