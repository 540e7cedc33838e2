import { Suspense, act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, useTheme } from 'styled-components';
import {
  GlobalStyle,
  ThemeModeProvider,
  darkPalette,
  lightPalette,
  useThemeMode,
  readThemeMode,
  THEME_STORAGE_KEY,
} from '@prohive/shared';
import { ThemeToggle } from '../ThemeToggle';

function Probe() {
  const theme = useTheme();
  const { mode } = useThemeMode();
  return <output data-testid="probe">{`${mode}:${theme.colors.background}`}</output>;
}

describe('theme mode', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-theme');
  });

  it('defaults to light and writes it when unset or invalid', () => {
    expect(readThemeMode()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeMode()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('starts from the stored mode and applies it to the theme and color-scheme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    // Colours are custom properties, the same in both modes; <html data-theme> picks the palette.
    expect(screen.getByTestId('probe')).toHaveTextContent('dark:var(--ph-color-background)');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('draws the same CSS in both modes: the palettes are custom properties picked by data-theme', () => {
    const stylesIn = (mode: 'light' | 'dark') => {
      const sheet = new ServerStyleSheet();
      try {
        renderToString(
          sheet.collectStyles(
            <ThemeModeProvider initialMode={mode}>
              <GlobalStyle />
              <ThemeToggle />
            </ThemeModeProvider>,
          ),
        );
        return sheet.getStyleTags();
      } finally {
        sheet.seal();
      }
    };
    const css = stylesIn('light');
    // So server styles drawn in the default mode never disagree with the browser's in the visitor's mode.
    expect(stylesIn('dark')).toBe(css);
    const rule = (selector: string) => {
      const at = css.indexOf(`${selector}{`);
      return at === -1 ? '' : css.slice(at, css.indexOf('}', at));
    };
    expect(rule(':root')).toContain(`--ph-color-background:${lightPalette.colors.background};`);
    expect(rule(":root[data-theme='dark']")).toContain(
      `--ph-color-background:${darkPalette.colors.background};`,
    );
    expect(rule(":root[data-theme='dark']")).toContain(`--ph-color-text:${darkPalette.colors.text};`);
    expect(css).toMatch(/body\{[^}]*background:var\(--ph-color-background\)/);
  });

  it('hydrates in the default mode without flipping the data-theme the page set before paint', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    document.documentElement.dataset.theme = 'dark';
    const seen: Array<string | undefined> = [];
    const observer = new MutationObserver(() => seen.push(document.documentElement.dataset.theme));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    render(
      <ThemeModeProvider hydrating>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('dark:');
    expect(document.documentElement.dataset.theme).toBe('dark');
    return Promise.resolve().then(() => {
      observer.disconnect();
      expect(seen.filter((mode) => mode !== 'dark')).toEqual([]);
    });
  });

  it('a part of a server-rendered page that hydrates after the root draws the server mode, then the stored one', async () => {
    // The server draws the default mode; this visitor chose dark.
    const page = (hydrating: boolean) => (
      <ThemeModeProvider hydrating={hydrating}>
        <Probe />
        <Suspense fallback={null}>
          <ThemeToggle />
        </Suspense>
      </ThemeModeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false));
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'false');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    // As the head's script leaves it before the first paint.
    document.documentElement.dataset.theme = 'dark';
    // Every value data-theme held before each change (one callback can carry several changes).
    const themes: Array<string | null> = [];
    const observer = new MutationObserver((records) =>
      themes.push(...records.map((record) => record.oldValue)),
    );
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
      attributeOldValue: true,
    });
    document.body.appendChild(container);
    try {
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, page(true), { onRecoverableError: (error) => errors.push(error) });
      });
      // The boundary hydrated after the root had switched to dark: it must not keep the server's attribute
      // while React believes it drew the dark one.
      expect(errors).toEqual([]);
      expect(container.querySelector('[data-testid="probe"]')).toHaveTextContent('dark:');
      expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
      // The server's (light) mode drawn while hydrating never reached <html>.
      await Promise.resolve();
      expect(themes.filter((theme) => theme !== 'dark')).toEqual([]);
      expect(document.documentElement.dataset.theme).toBe('dark');
    } finally {
      observer.disconnect();
      container.remove();
    }
  });

  it('toggles, persists the choice and reports the new mode', () => {
    const onToggled = jest.fn();
    render(
      <ThemeModeProvider>
        <Probe />
        <ThemeToggle onToggled={onToggled} />
      </ThemeModeProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(onToggled).toHaveBeenLastCalledWith('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('probe')).toHaveTextContent('dark:');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    fireEvent.click(toggle);
    expect(onToggled).toHaveBeenLastCalledWith('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
