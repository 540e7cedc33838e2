import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme, type AppTheme } from '../theme';
import type { AppStore } from '../store/createAppStore';
import type { RootState } from '../store/rootReducer';
import { createTestStore } from './testStore';

export interface RenderWithProvidersOptions {
  /** A store to render with; otherwise a {@link createTestStore} store is made. */
  store?: AppStore;
  /** Starting state for the store made here (ignored when `store` is given). */
  preloadedState?: Partial<RootState>;
  /** The router's starting URL. Default '/'. */
  route?: string;
  /** Default: the light theme. */
  theme?: AppTheme;
}

export type RenderWithProvidersResult = RenderResult & { store: AppStore };

/** Renders `ui` inside the providers the shell gives every remote: Redux, a router and the styled theme. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { store: given, preloadedState, route = '/', theme = lightTheme } = options;
  const store = given ?? createTestStore({ preloadedState });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <ThemeProvider theme={theme}>{children}</ThemeProvider>
        </MemoryRouter>
      </Provider>
    );
  }
  return Object.assign(render(ui, { wrapper: Wrapper }), { store });
}
