import type { ThemeMode } from './tokens';

/** Spec §4: the theme lives in local storage under this key. */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME_MODE: ThemeMode = 'light';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** Local storage can be missing or throw (privacy modes, sandboxed frames); the theme must still work. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the stored mode. Spec §4: default light, written as light if unset — an unreadable value is treated
 * the same way, so the key always holds a valid mode after start-up.
 */
export function readThemeMode(): ThemeMode {
  const store = storage();
  let stored: string | null = null;
  try {
    stored = store?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isThemeMode(stored)) return stored;
  writeThemeMode(DEFAULT_THEME_MODE);
  return DEFAULT_THEME_MODE;
}

export function writeThemeMode(mode: ThemeMode): void {
  try {
    storage()?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Quota or privacy errors: the choice still applies for this visit.
  }
}

/**
 * Picks the palette (`data-theme`, which the theme's custom properties follow) and lets native controls and
 * scrollbars follow it. The shell's index.html does the same from local storage before the first paint.
 */
export function applyColorScheme(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
}
