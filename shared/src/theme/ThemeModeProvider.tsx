import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
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

/** The visitor's mode, read with useSyncExternalStore so that whatever hydrates sees the server's mode. */
interface ModeStore {
  get(): ThemeMode;
  set(mode: ThemeMode): void;
  subscribe(listener: () => void): () => void;
}

function createModeStore(initial: ThemeMode): ModeStore {
  let mode = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => mode,
    set(next) {
      if (next === mode) return;
      mode = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface ThemeModeContextInternal {
  store: ModeStore;
  /** What a component drew on the server, and so must draw while it hydrates. */
  serverMode: () => ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => ThemeMode;
}

const ThemeModeContext = createContext<ThemeModeContextInternal | null>(null);

export interface ThemeModeProviderProps {
  children: ReactNode;
  /** Overrides the stored mode (tests, stories); the stored value is still kept in sync on change. */
  initialMode?: ThemeMode;
  /**
   * Server-rendered HTML is drawn in the default mode (the server cannot read local storage): whatever reads
   * the mode hydrates in that mode, then switches to the stored one. Colours do not depend on the mode (custom
   * properties picked by `data-theme`), so only what reads `mode` itself changes.
   */
  hydrating?: boolean;
}

function useModeOf(context: ThemeModeContextInternal): ThemeMode {
  return useSyncExternalStore(context.store.subscribe, context.store.get, context.serverMode);
}

/**
 * Owns the light/dark choice: reads and writes local storage (`theme`), sets `color-scheme` on <html>, and
 * feeds the matching tokens to styled-components. The shell mounts it once; remotes read it through
 * `useThemeMode()` because `@prohive/shared` is a federation singleton.
 *
 * The mode is an external store read with useSyncExternalStore, not component state: parts of a server-rendered
 * page hydrate at different times (each Suspense boundary on its own), and React gives each of them the
 * server's snapshot while it hydrates and the live mode right after. Switching a state after the root had
 * hydrated made a later-hydrating header adopt the new mode with the server's markup (its toggle kept
 * aria-pressed="false" in dark mode).
 */
export function ThemeModeProvider({ children, initialMode, hydrating = false }: ThemeModeProviderProps) {
  const [store] = useState(() =>
    createModeStore(
      typeof window === 'undefined' ? (initialMode ?? DEFAULT_THEME_MODE) : (initialMode ?? readThemeMode()),
    ),
  );
  const serverMode = useCallback(() => (hydrating ? DEFAULT_THEME_MODE : store.get()), [hydrating, store]);

  const setMode = useCallback(
    (next: ThemeMode) => {
      writeThemeMode(next);
      store.set(next);
    },
    [store],
  );

  const toggleMode = useCallback(() => {
    const next: ThemeMode = store.get() === 'light' ? 'dark' : 'light';
    setMode(next);
    return next;
  }, [store, setMode]);

  const context = useMemo(
    () => ({ store, serverMode, setMode, toggleMode }),
    [store, serverMode, setMode, toggleMode],
  );
  const mode = useModeOf(context);

  // Only the live mode is applied to <html>. While hydrating, what is drawn is the server's mode, and
  // <html data-theme> already holds the stored one (index.html sets it before the first paint): it must not
  // flip back for a moment. React draws the live mode right after, and that is applied.
  useLayoutEffect(() => {
    if (mode === store.get()) applyColorScheme(mode);
  }, [mode, store]);

  return (
    <ThemeModeContext.Provider value={context}>
      <ThemeProvider theme={themes[mode]}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  const context = useContext(ThemeModeContext);
  if (!context) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  const mode = useModeOf(context);
  return { mode, setMode: context.setMode, toggleMode: context.toggleMode };
}
