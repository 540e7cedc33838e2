// The one place that knows how Google Identity Services (GIS) is loaded and what of it we use. Everything else
// talks to the small typed interface below, so tests hand in a fake `google.accounts.id` and the page never
// touches `window.google` itself.

/** Google's client script; loaded at most once per page, only when a client id is configured. */
export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** How long the script may take before the button area gives up (Google unreachable must not hang the page). */
export const GSI_LOAD_TIMEOUT_MS = 8_000;

/** What GIS hands the callback (spec §7: credential, client id, select_by). */
export interface GoogleCredentialResponse {
  credential?: string;
  clientId?: string;
  select_by?: string;
}

export interface GoogleInitializeConfig {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
}

/** The subset of Google's button options this site uses. */
export interface GoogleButtonOptions {
  type: 'standard' | 'icon';
  theme: 'outline' | 'filled_blue' | 'filled_black';
  size: 'small' | 'medium' | 'large';
  text: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment: 'left' | 'center';
  /** Pixels; GIS accepts at most 400. */
  width: number;
}

/** `google.accounts.id`, as far as this site uses it. */
export interface GoogleIdentityApi {
  initialize(config: GoogleInitializeConfig): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

export type GoogleIdentityLoader = () => Promise<GoogleIdentityApi>;

interface WindowWithGoogle {
  google?: { accounts?: { id?: Partial<GoogleIdentityApi> } };
}

/** The GIS api if the script has run on this page, else null. */
export function readGoogleIdentity(target: object = window): GoogleIdentityApi | null {
  const id = (target as WindowWithGoogle).google?.accounts?.id;
  return id && typeof id.initialize === 'function' && typeof id.renderButton === 'function'
    ? (id as GoogleIdentityApi)
    : null;
}

export interface LoadGoogleIdentityOptions {
  timeoutMs?: number;
  doc?: Document;
}

let pending: Promise<GoogleIdentityApi> | null = null;

/**
 * Resolves with `google.accounts.id`, adding the GIS script to the page the first time it is needed; later
 * calls share that load. A failed or timed-out load is forgotten (and its script removed), so the next visit
 * to /auth tries again instead of inheriting the failure.
 */
export function loadGoogleIdentity(options: LoadGoogleIdentityOptions = {}): Promise<GoogleIdentityApi> {
  const doc = options.doc ?? document;
  const present = readGoogleIdentity(doc.defaultView ?? window);
  if (present) return Promise.resolve(present);
  pending ??= injectScript(doc, options.timeoutMs ?? GSI_LOAD_TIMEOUT_MS).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Forgets a finished load; for tests, which each start from a page without Google. */
export function resetGoogleIdentityLoader(): void {
  pending = null;
}

function injectScript(doc: Document, timeoutMs: number): Promise<GoogleIdentityApi> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.defer = true;

    const settle = (error: Error | null) => {
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      if (!error) {
        const api = readGoogleIdentity(doc.defaultView ?? window);
        if (api) return resolve(api);
        error = new Error('the script loaded but google.accounts.id is missing');
      }
      script.remove();
      reject(error);
    };
    const onLoad = () => settle(null);
    const onError = () => settle(new Error(`could not load ${GSI_SCRIPT_URL}`));
    const timer = setTimeout(
      () => settle(new Error(`${GSI_SCRIPT_URL} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );

    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    doc.head.appendChild(script);
  });
}
