import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useFocusTrap } from './useFocusTrap';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.fast};
`;

/** Stops the page behind a modal from scrolling; counts nested modals so the last one restores it. */
let scrollLocks = 0;
let savedOverflow = '';
function lockScroll(): () => void {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
  };
}

export interface ModalLayerProps {
  open: boolean;
  onClose: () => void;
  /** Renders the panel; receives the ref the focus trap works on. */
  children: (panelRef: RefObject<HTMLDivElement | null>) => ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the scrim is clicked (default true). */
  closeOnOverlayClick?: boolean;
}

/**
 * The mechanics shared by SideSheet and Dialog: portal into <body>, scrim, focus trap with Escape, focus
 * return and scroll lock. Renders nothing while closed.
 */
export function ModalLayer({
  open,
  onClose,
  children,
  initialFocusRef,
  closeOnOverlayClick = true,
}: ModalLayerProps) {
  const panelRef = useRef<HTMLDivElement | null>(null);
  useFocusTrap(panelRef, { active: open, onEscape: onClose, initialFocusRef });

  useEffect(() => {
    if (!open) return;
    return lockScroll();
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <>
      <Overlay
        data-testid="modal-overlay"
        aria-hidden="true"
        onClick={closeOnOverlayClick ? onClose : undefined}
      />
      {children(panelRef)}
    </>,
    document.body,
  );
}
