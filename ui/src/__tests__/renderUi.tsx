import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, ThemeModeProvider, type ThemeMode } from '@prohive/shared';

/** Renders a primitive inside what it needs (theme + router), without the store. */
export function renderUi(
  ui: ReactElement,
  { mode = 'light', route = '/' }: { mode?: ThemeMode; route?: string } = {},
) {
  return render(
    <ThemeModeProvider initialMode={mode}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ThemeModeProvider>,
  );
}
