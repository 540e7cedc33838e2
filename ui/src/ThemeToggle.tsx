import styled from 'styled-components';
import { useThemeMode, type ThemeMode } from '@prohive/shared';
import { MoonIcon, SunIcon } from './icons';

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export interface ThemeToggleProps {
  /** Called with the new mode after switching (the shell shows its toast from here). */
  onToggled?: (mode: ThemeMode) => void;
  className?: string;
}

/**
 * Light/dark switch. A toggle button: `aria-pressed` says whether dark mode is on, and the label stays
 * constant as the ARIA pattern requires.
 */
export function ThemeToggle({ onToggled, className }: ThemeToggleProps) {
  const { mode, toggleMode } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <ToggleButton
      type="button"
      className={className}
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      data-testid="theme-toggle"
      onClick={() => onToggled?.(toggleMode())}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </ToggleButton>
  );
}
