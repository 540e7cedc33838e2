/** Theme tokens for styled-components. Both themes share one shape so components never branch on mode. */
export type ThemeMode = 'light' | 'dark';

export interface AppTheme {
  mode: ThemeMode;
  colors: {
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    primary: string;
    primaryText: string;
    accent: string;
    danger: string;
    success: string;
    warning: string;
    focus: string;
  };
  radii: { sm: string; md: string; lg: string; pill: string };
  space: (n: number) => string;
  font: { body: string; heading: string };
  breakpoints: { mobile: string };
  shadow: { card: string; overlay: string };
}

const shared = {
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  breakpoints: { mobile: '(max-width: 639.98px)' },
};

export const lightTheme: AppTheme = {
  mode: 'light',
  colors: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f6f8',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d9dee5',
    primary: '#0b6e4f',
    primaryText: '#ffffff',
    accent: '#f59e0b',
    danger: '#b91c1c',
    success: '#15803d',
    warning: '#b45309',
    focus: '#2563eb',
  },
  shadow: { card: '0 1px 3px rgba(17,24,39,.08), 0 4px 12px rgba(17,24,39,.06)', overlay: '0 12px 40px rgba(0,0,0,.25)' },
  ...shared,
};

export const darkTheme: AppTheme = {
  mode: 'dark',
  colors: {
    background: '#0f1418',
    surface: '#161d23',
    surfaceMuted: '#1e272f',
    text: '#f3f4f6',
    textMuted: '#b6bec9',
    border: '#2e3a44',
    primary: '#34d399',
    primaryText: '#05261b',
    accent: '#fbbf24',
    danger: '#f87171',
    success: '#4ade80',
    warning: '#fbbf24',
    focus: '#93c5fd',
  },
  shadow: { card: '0 1px 3px rgba(0,0,0,.4)', overlay: '0 12px 40px rgba(0,0,0,.6)' },
  ...shared,
};

export const themes: Record<ThemeMode, AppTheme> = { light: lightTheme, dark: darkTheme };
