import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { getRuntimeConfig } from '@prohive/shared';
import { loadGoogleIdentity } from './googleIdentity';
import type { GoogleButtonOptions, GoogleIdentityApi, GoogleIdentityLoader } from './googleIdentity';

const Area = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 420px;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** A rule with "or" in the middle, between the email form and Google's button. */
const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

// Google's button is 44 px tall at size "large"; holding that space while the script loads keeps the page
// from jumping when it appears.
const ButtonSlot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 44px;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

/** GIS draws at most 400 px wide; the form column is 420 px. */
const MAX_BUTTON_WIDTH = 400;

export interface GoogleSignInProps {
  /** Google's wording on the button: sign in on the sign-in tab, sign up on the register tab. */
  text: Extract<GoogleButtonOptions['text'], 'signin_with' | 'signup_with'>;
  /** Called with what Google returned; `undefined` when no credential came back. */
  onCredential: (credential: string | undefined) => void;
  busy: boolean;
  error: string | null;
  /** Defaults to the runtime config's `googleClientId`; without one nothing is shown. */
  clientId?: string;
  /** Defaults to loading Google's script; tests pass a fake. */
  loadIdentity?: GoogleIdentityLoader;
}

type LoadState = 'loading' | 'ready' | 'unavailable';

/**
 * "Sign in with Google" under the email form (spec §7). Shown only when a client id is configured; if Google
 * cannot be reached the whole area disappears (and the reason is logged) rather than leaving a dead button.
 */
export function GoogleSignIn({
  text,
  onCredential,
  busy,
  error,
  clientId = getRuntimeConfig().googleClientId,
  loadIdentity = loadGoogleIdentity,
}: GoogleSignInProps) {
  const { mode } = useTheme();
  const slot = useRef<HTMLDivElement>(null);
  const [identity, setIdentity] = useState<GoogleIdentityApi | null>(null);
  const [state, setState] = useState<LoadState>('loading');

  // GIS keeps the callback given at initialize; a ref lets it always reach the current role and navigation.
  const latestOnCredential = useRef(onCredential);
  useEffect(() => {
    latestOnCredential.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadIdentity()
      .then((api) => {
        if (!active) return;
        api.initialize({
          client_id: clientId,
          callback: (response) => latestOnCredential.current(response.credential),
        });
        setIdentity(api);
        setState('ready');
      })
      .catch((reason: unknown) => {
        if (!active) return;
        giveUp(reason);
        setState('unavailable');
      });
    return () => {
      active = false;
    };
  }, [clientId, loadIdentity]);

  // Drawn again when the tab or the theme changes: GIS replaces the button inside the same element.
  useEffect(() => {
    const element = slot.current;
    if (!identity || !element) return;
    try {
      identity.renderButton(element, {
        type: 'standard',
        theme: mode === 'dark' ? 'filled_black' : 'outline',
        size: 'large',
        text,
        shape: 'pill',
        logo_alignment: 'center',
        width: Math.min(MAX_BUTTON_WIDTH, element.clientWidth || MAX_BUTTON_WIDTH),
      });
    } catch (reason) {
      giveUp(reason);
      setState('unavailable');
    }
  }, [identity, mode, text]);

  if (!clientId || state === 'unavailable') return null;
  return (
    <Area role="group" aria-label="Google sign-in" aria-busy={state === 'loading' || busy}>
      <Divider>or</Divider>
      <ButtonSlot ref={slot} />
      {busy && <Status role="status">Signing in with Google…</Status>}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Area>
  );
}

function giveUp(reason: unknown): void {
  const detail = reason instanceof Error ? reason.message : String(reason);
  console.warn(`[google] Google sign-in is unavailable (${detail}); hiding its button.`);
}
