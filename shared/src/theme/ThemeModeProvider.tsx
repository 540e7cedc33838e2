import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { themes } from './tokens';
import type { ThemeMode } from './tokens';
import { DEFAULT_THEME_MODE, applyColorScheme, readThemeMode, writeThemeMode } from './themeMode';

export interface ThemeModeContextValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  /** Switches light ↔ dark and returns the new mode. */
  toggleMode: () => ThemeMode;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

export interface ThemeModeProviderProps {
  children: ReactNode;
  /** Overrides the stored mode (tests, stories); the stored value is still kept in sync on change. */
  initialMode?: ThemeMode;
  /**
   * Server-rendered HTML is drawn in the default mode (the server cannot read local storage): hydrate in that
   * mode, then switch to the stored one, so the first client render matches the HTML. Colours do not depend on
   * the mode (custom properties picked by `data-theme`), so only what reads `mode` itself changes.
   */
  hydrating?: boolean;
}

/**
 * Owns the light/dark choice: reads and writes local storage (`theme`), sets `color-scheme` on <html>, and
 * feeds the matching tokens to styled-components. The shell mounts it once; remotes read it through
 * `useThemeMode()` because `@prohive/shared` is a federation singleton.
 */
export function ThemeModeProvider({ children, initialMode, hydrating = false }: ThemeModeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() =>
    hydrating || typeof window === 'undefined' ? DEFAULT_THEME_MODE : (initialMode ?? readThemeMode()),
  );

  // While hydrating, the HTML's <html data-theme> already holds the stored mode (the shell's index.html sets it
  // before the first paint); the default the hydrating render uses must not flip it back for a moment.
  const skipDefault = useRef(hydrating);

  useLayoutEffect(() => {
    if (hydrating) setModeState(initialMode ?? readThemeMode());
    // Once, after the hydrating render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    if (skipDefault.current) {
      skipDefault.current = false;
      return;
    }
    applyColorScheme(mode);
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    writeThemeMode(next);
    setModeState(next);
  }, []);

  const toggleMode = useCallback(() => {
    const next: ThemeMode = mode === 'light' ? 'dark' : 'light';
    setMode(next);
    return next;
  }, [mode, setMode]);

  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={themes[mode]}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
}
