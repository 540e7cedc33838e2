/**
 * Spec §9 describes two toast systems; react-toastify expresses them as two containers
 * (docs/decisions/shell-and-federation.md §9 has the full mapping):
 * - the app toast list (titled notices such as the theme change): one at a time, hotkey F8;
 * - the general toasts (every plain `toast()` call, from the shell or a remote): 3 visible, 4000 ms,
 *   356 px wide, 14 px apart, 200 ms removal animation, 20 px swipe to dismiss, hotkey Alt+T.
 */
export const APP_TOAST_CONTAINER_ID = 'prohive-app-toasts';

export const APP_TOASTS = {
  limit: 1,
  /** Radix Toast's default duration, which the app toast list used. */
  autoCloseMs: 5_000,
  hotKey: 'F8',
} as const;

export const GENERAL_TOASTS = {
  visible: 3,
  autoCloseMs: 4_000,
  widthPx: 356,
  gapPx: 14,
  removalAnimationMs: 200,
  swipeThresholdPx: 20,
} as const;

/** react-toastify measures the swipe as a percentage of the toast's width. */
export const SWIPE_DISMISS_PERCENT = Math.ceil(
  (GENERAL_TOASTS.swipeThresholdPx / GENERAL_TOASTS.widthPx) * 100,
);

export const isAppToastHotKey = (event: KeyboardEvent) => event.key === APP_TOASTS.hotKey;
export const isGeneralToastHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';
