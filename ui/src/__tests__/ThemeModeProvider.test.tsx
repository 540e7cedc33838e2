import { fireEvent, render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { ThemeModeProvider, useThemeMode, readThemeMode, THEME_STORAGE_KEY } from '@prohive/shared';
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
    expect(screen.getByTestId('probe')).toHaveTextContent('dark:#0f1418');
    expect(document.documentElement.style.colorScheme).toBe('dark');
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
