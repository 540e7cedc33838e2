import type { ThemeMode } from '@prohive/shared';

/** Spec §4: exactly these titles and texts after a theme change. */
export const THEME_TOAST: Record<ThemeMode, { title: string; text: string }> = {
  light: { title: 'Light mode activated', text: 'The application theme has been switched to light mode.' },
  dark: { title: 'Dark mode activated', text: 'The application theme has been switched to dark mode.' },
};
