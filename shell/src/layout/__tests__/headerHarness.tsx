import type { AuthUser, ThemeMode } from '@prohive/shared';
import { renderShell } from '../../testing/renderShell';
import { AppToasts } from '../../toasts/AppToasts';
import { DesktopHeader } from '../header/DesktopHeader';

export const LOGGED_OUT_TOAST_TEXT = 'Logged out successfully';

/** The desktop header plus the toast containers, for header behaviour that ends in a toast. */
export function renderHeaderWithToasts({
  user = null,
  mode,
}: { user?: AuthUser | null; mode?: ThemeMode } = {}) {
  return renderShell(
    <>
      <DesktopHeader />
      <AppToasts />
    </>,
    { user, mode },
  );
}
