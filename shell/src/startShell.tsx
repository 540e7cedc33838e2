import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ErrorInfo } from 'react';
import {
  api,
  createAppStore,
  loadRuntimeConfig,
  restoreStoredSession,
  resumeSession,
  setRuntimeConfig,
} from '@prohive/shared';
import type { RootState } from '@prohive/shared';
import { isMobileWidth } from '@prohive/ui';
import { setupFederation } from './federation/setupFederation';
import { preloadChrome } from './layout/chrome';
import { SiteRoot } from './SiteRoot';
import { yieldToMain } from './startup/yieldToMain';
import { CLIENT_RENDERED_AREA_DIGEST, SSR_HEAD_ATTRIBUTE, readSsrState } from './ssrState';
import type { SsrState } from './ssrState';

/** Spec §8: the exact start-up error when the page has no root element. */
export const MISSING_ROOT_MESSAGE = 'Failed to find the root element';

/**
 * React reports an area the server left to the browser as a recoverable error; that is by design (a remote's
 * server container was down or slow). Anything else — a hydration mismatch above all — is a bug and is logged.
 */
function onRecoverableError(error: unknown, info: ErrorInfo & { digest?: string }): void {
  const digest = info.digest ?? (error as { digest?: string } | null)?.digest;
  if (digest === CLIENT_RENDERED_AREA_DIGEST) return;
  console.error(error, info.componentStack ?? '');
}

/** The api slice's fresh state with the queries (and their tags) the server fetched for this page. */
function withServerData(serverApi: unknown): RootState['api'] {
  const initial = api.reducer(undefined, { type: 'prohive/ssr-init' });
  return { ...initial, ...(serverApi as Pick<RootState['api'], 'queries' | 'provided'>) };
}

/** Server-rendered page: hydrate the HTML signed out and in the default theme, then apply the visitor's own. */
async function hydrateServerPage(root: HTMLElement, ssr: SsrState): Promise<void> {
  setRuntimeConfig(ssr.config);
  const registry = await setupFederation(ssr.remotes);
  // The area in the HTML is loaded before hydrating, so nothing suspends and no boundary stays dehydrated.
  if (ssr.area) await registry.load(ssr.area).catch(() => undefined);
  const preloadedState = ssr.api ? { api: withServerData(ssr.api) } : undefined;
  const store = createAppStore({ deferSession: true, preloadedState });
  // What the server drew: signed out, with its data. Hydration reads it even after the session is applied.
  const serverState = store.getState();
  // The page's hooks write its head in the browser (and take it out when the visitor moves on); the server's
  // copy of it goes, so nothing is there twice.
  for (const element of document.head.querySelectorAll(`[${SSR_HEAD_ATTRIBUTE}]`)) element.remove();
  const applySession = () => {
    store.dispatch(restoreStoredSession());
    // The server fetched the page's data signed out: what depends on who is looking (the 'User' tag: a job's
    // viewer block, saved hearts) is asked again once the visitor is signed in. A signed-out visitor asks nothing.
    const signedIn = () => store.getState().session.isSignIn;
    const askForViewer = () => store.dispatch(api.util.invalidateTags(['User']));
    const restored = signedIn();
    if (restored) askForViewer();
    void store.dispatch(resumeSession()).then(() => {
      if (!restored && signedIn()) askForViewer();
    });
    // For tests and tools: hydration has finished and the visitor's session is applied.
    root.dataset.hydrated = 'true';
  };
  hydrateRoot(
    root,
    <SiteRoot
      store={store}
      areas={registry}
      viewport={ssr.viewport}
      renderedAt={ssr.renderedAt}
      hydrating
      serverState={serverState}
      // In the task after the first commit: the commit ends a long hydration task, and the session's
      // re-render of whatever reads it belongs in a task of its own.
      onMounted={() => void yieldToMain().then(applySession)}
    />,
    {
      onRecoverableError,
    },
  );
}

/** Reads the runtime configuration and remotes, creates the store and renders the site into #root. */
export async function startShell(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error(MISSING_ROOT_MESSAGE);

  const ssr = readSsrState(document);
  // The header and footer are lazy chunks: their download overlaps the federation set-up and the area's load.
  void preloadChrome(ssr?.viewport, isMobileWidth(window.innerWidth));
  if (ssr?.hydrate) return hydrateServerPage(root, ssr);

  // Both reads are bounded and never reject, so a missing file cannot keep the site from starting.
  const [, registry] = await Promise.all([loadRuntimeConfig(), setupFederation(ssr?.remotes)]);
  const store = createAppStore();
  // A returning visitor whose short-lived access token expired is signed back in through the refresh cookie
  // before the first screen decides between "signed in" and "go to /auth" (bounded by the renewal timeout).
  await store.dispatch(resumeSession());

  createRoot(root).render(<SiteRoot store={store} areas={registry} />);
}
