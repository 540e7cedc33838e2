import { useEffect } from 'react';
import { ToastContainer, cssTransition } from 'react-toastify';
import { createGlobalStyle } from 'styled-components';
import { useThemeMode } from '@prohive/shared';
import {
  APP_TOAST_CONTAINER_ID,
  APP_TOASTS,
  GENERAL_TOASTS,
  isAppToastHotKey,
  isGeneralToastHotKey,
  SWIPE_DISMISS_PERCENT,
} from './toastConfig';
import { toastsMounted } from './toastHost';

/** Fade/slide with the spec's 200 ms removal; the keyframes live in ToastStyles. */
const toastTransition = cssTransition({
  enter: 'prohive-toast-enter',
  exit: 'prohive-toast-exit',
  collapseDuration: GENERAL_TOASTS.removalAnimationMs,
});

const ToastStyles = createGlobalStyle`
  :root {
    --toastify-toast-width: ${GENERAL_TOASTS.widthPx}px;
    --toastify-font-family: ${({ theme }) => theme.font.body};
    --toastify-toast-bd-radius: ${({ theme }) => theme.radii.md};
    --toastify-z-index: ${({ theme }) => theme.zIndex.toast};
    --toastify-color-light: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-color-dark: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-text-color-light: ${({ theme }) => theme.colors.text};
    --toastify-text-color-dark: ${({ theme }) => theme.colors.text};
    --toastify-toast-shadow: ${({ theme }) => theme.shadow.overlay};
    --toastify-toast-min-height: 56px;
    --toastify-color-progress-light: ${({ theme }) => theme.colors.primary};
    --toastify-color-progress-dark: ${({ theme }) => theme.colors.primary};
  }

  /* Titled notices sit just under the fixed header instead of covering its buttons. */
  .prohive-app-toasts {
    top: calc(${({ theme }) => theme.layout.headerHeight} + 8px);
  }

  .Toastify__toast {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  .prohive-general-toasts .Toastify__toast {
    margin-bottom: ${GENERAL_TOASTS.gapPx}px;
  }

  /* Above the mobile tab bar. */
  @media ${({ theme }) => theme.breakpoints.mobile} {
    .prohive-general-toasts {
      bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + 8px);
    }
  }

  @keyframes prohive-toast-in {
    from { opacity: 0; transform: translateY(12px); }
    to { opacity: 1; transform: none; }
  }
  @keyframes prohive-toast-out {
    from { opacity: 1; transform: none; }
    to { opacity: 0; transform: translateX(24px); }
  }
  .prohive-toast-enter { animation: prohive-toast-in 200ms ease-out both; }
  .prohive-toast-exit { animation: prohive-toast-out ${GENERAL_TOASTS.removalAnimationMs}ms ease-in both; }
`;

/** The app-wide toasts (spec §2): both containers, themed with the site. */
export function AppToasts() {
  const { mode } = useThemeMode();
  // Effects run after both containers have subscribed to react-toastify's store.
  useEffect(() => toastsMounted(), []);
  return (
    <>
      <ToastStyles />
      <ToastContainer
        className="prohive-general-toasts"
        position="bottom-right"
        limit={GENERAL_TOASTS.visible}
        autoClose={GENERAL_TOASTS.autoCloseMs}
        draggable
        draggablePercent={SWIPE_DISMISS_PERCENT}
        transition={toastTransition}
        hotKeys={isGeneralToastHotKey}
        theme={mode}
        aria-label="Notifications Alt+T"
      />
      <ToastContainer
        containerId={APP_TOAST_CONTAINER_ID}
        className="prohive-app-toasts"
        position="top-right"
        limit={APP_TOASTS.limit}
        autoClose={APP_TOASTS.autoCloseMs}
        transition={toastTransition}
        hotKeys={isAppToastHotKey}
        theme={mode}
        aria-label="Notifications (F8)"
      />
    </>
  );
}
