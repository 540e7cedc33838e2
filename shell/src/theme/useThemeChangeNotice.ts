import { useCallback } from 'react';
import type { ThemeMode } from '@prohive/shared';
import { useIsMobile } from '@prohive/ui';
import { showAppToast } from '../toasts/appToast';
import { THEME_TOAST } from './themeToast';

/** The ThemeToggle's `onToggled`: announces the new theme in a toast, except on mobile (spec §4). */
export function useThemeChangeNotice(): (mode: ThemeMode) => void {
  const isMobile = useIsMobile();
  return useCallback(
    (mode: ThemeMode) => {
      if (isMobile) return;
      const { title, text } = THEME_TOAST[mode];
      showAppToast(title, text);
    },
    [isMobile],
  );
}
