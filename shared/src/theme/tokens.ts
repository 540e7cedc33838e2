/**
 * Theme tokens for styled-components. Both themes share one shape so components never branch on mode, and
 * their colours and shadows are the same CSS custom properties (`var(--ph-…)`): the CSS a component produces
 * does not depend on the mode, so the server's styles and the browser's are the same whatever the visitor
 * chose, and the palette is picked by `data-theme` on <html> before the first paint
 * (docs/decisions/shell-and-federation.md §38).
 */
export type ThemeMode = 'light' | 'dark';

export interface AppTheme {
  mode: ThemeMode;
  colors: {
    background: string;
    surface: string;
    surfaceMuted: string;
    /** Raised surfaces over the page (menus, sheets, dialogs). */
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    /** Stronger border for form controls, so they meet the 3:1 non-text contrast rule. */
    borderStrong: string;
    primary: string;
    primaryHover: string;
    primaryText: string;
    /** Tinted background for selected/hovered items in the primary hue. */
    primarySoft: string;
    accent: string;
    accentText: string;
    danger: string;
    dangerText: string;
    success: string;
    successText: string;
    warning: string;
    warningText: string;
    focus: string;
    /** Scrim behind modal sheets and dialogs. */
    overlay: string;
    /** Filled star colour; the empty part uses `starEmpty`. */
    star: string;
    starEmpty: string;
    /** App-store badge buttons are black in both themes, as the stores' brand rules require. */
    storeBadge: string;
    storeBadgeText: string;
  };
  radii: { sm: string; md: string; lg: string; pill: string };
  space: (n: number) => string;
  font: { body: string; heading: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
  breakpoints: { mobile: string };
  shadow: { card: string; overlay: string };
  zIndex: { header: number; tabBar: number; menu: number; overlay: number; toast: number };
  layout: { headerHeight: string; tabBarHeight: string; maxWidth: string };
  motion: { fast: string; normal: string };
}

const shared = {
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.875rem',
    display: 'clamp(2rem, 4vw + 1rem, 3.25rem)',
  },
  breakpoints: { mobile: '(max-width: 639.98px)' },
  zIndex: { header: 40, tabBar: 40, menu: 50, overlay: 60, toast: 80 },
  layout: { headerHeight: '72px', tabBarHeight: '64px', maxWidth: '1200px' },
  motion: { fast: '150ms ease-out', normal: '250ms cubic-bezier(0.2, 0.8, 0.2, 1)' },
};

/** The values behind the custom properties: one palette per mode. */
export interface ThemePalette {
  colors: AppTheme['colors'];
  shadow: AppTheme['shadow'];
}

export const lightPalette: ThemePalette = {
  colors: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f6f8',
    surfaceRaised: '#ffffff',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d9dee5',
    borderStrong: '#8a94a3',
    primary: '#0b6e4f',
    primaryHover: '#095a41',
    primaryText: '#ffffff',
    primarySoft: '#e6f4ef',
    accent: '#f59e0b',
    accentText: '#1f1300',
    danger: '#b91c1c',
    dangerText: '#ffffff',
    success: '#15803d',
    successText: '#ffffff',
    warning: '#b45309',
    warningText: '#ffffff',
    focus: '#2563eb',
    overlay: 'rgba(17, 24, 39, 0.55)',
    star: '#d97706',
    starEmpty: '#c9ced6',
    storeBadge: '#000000',
    storeBadgeText: '#ffffff',
  },
  shadow: {
    card: '0 1px 3px rgba(17,24,39,.08), 0 4px 12px rgba(17,24,39,.06)',
    overlay: '0 12px 40px rgba(0,0,0,.25)',
  },
};

export const darkPalette: ThemePalette = {
  colors: {
    background: '#0f1418',
    surface: '#161d23',
    surfaceMuted: '#1e272f',
    surfaceRaised: '#1b242b',
    text: '#f3f4f6',
    textMuted: '#b6bec9',
    border: '#2e3a44',
    borderStrong: '#6b7a88',
    primary: '#34d399',
    primaryHover: '#6ee7b7',
    primaryText: '#05261b',
    primarySoft: '#12352a',
    accent: '#fbbf24',
    accentText: '#1f1300',
    danger: '#f87171',
    dangerText: '#2a0505',
    success: '#4ade80',
    successText: '#052e14',
    warning: '#fbbf24',
    warningText: '#1f1300',
    focus: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.7)',
    star: '#fbbf24',
    starEmpty: '#4b5763',
    storeBadge: '#000000',
    storeBadgeText: '#ffffff',
  },
  shadow: { card: '0 1px 3px rgba(0,0,0,.4)', overlay: '0 12px 40px rgba(0,0,0,.6)' },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property behind one colour token, e.g. `textMuted` → `--ph-color-text-muted`. */
function colorProperty(name: keyof AppTheme['colors']): string {
  return `--ph-color-${kebab(name)}`;
}

/** The custom property behind one shadow token. */
function shadowProperty(name: keyof AppTheme['shadow']): string {
  return `--ph-shadow-${kebab(name)}`;
}

function references<T extends Record<string, string>>(values: T, property: (name: keyof T) => string): T {
  return Object.fromEntries(Object.keys(values).map((name) => [name, `var(${property(name)})`])) as T;
}

/** `--ph-…: value;` declarations of a palette, for the rule that selects it. */
export function paletteDeclarations(palette: ThemePalette): string {
  const colors = Object.entries(palette.colors).map(
    ([name, value]) => `${colorProperty(name as keyof AppTheme['colors'])}: ${value};`,
  );
  const shadows = Object.entries(palette.shadow).map(
    ([name, value]) => `${shadowProperty(name as keyof AppTheme['shadow'])}: ${value};`,
  );
  return [...colors, ...shadows].join(' ');
}

const themed = {
  colors: references(lightPalette.colors, colorProperty),
  shadow: references(lightPalette.shadow, shadowProperty),
  ...shared,
};

export const lightTheme: AppTheme = { mode: 'light', ...themed };
export const darkTheme: AppTheme = { mode: 'dark', ...themed };

export const themes: Record<ThemeMode, AppTheme> = { light: lightTheme, dark: darkTheme };
