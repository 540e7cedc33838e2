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
  /* Both icons are in the markup and <html data-theme> shows one, so a server-rendered page shows the right
     one before React knows the visitor's mode (the HTML is drawn in the default mode). */
  .shown-in-dark {
    display: none;
  }
  :root[data-theme='dark'] & .shown-in-dark {
    display: inline;
  }
  :root[data-theme='dark'] & .shown-in-light {
    display: none;
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
      <SunIcon className="shown-in-dark" />
      <MoonIcon className="shown-in-light" />
    </ToggleButton>
  );
}
