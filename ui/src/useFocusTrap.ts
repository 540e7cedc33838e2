import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { focusableWithin } from './focusable';

export interface FocusTrapOptions {
  active: boolean;
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable element, else the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside `containerRef` while active: moves focus in on activation, wraps Tab and
 * Shift+Tab, calls `onEscape` for Escape, and gives focus back to whatever had it before on deactivation.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { active, onEscape, initialFocusRef }: FocusTrapOptions,
) {
  // Callers pass a new onEscape every render; the trap reads the latest one at keydown time.
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    if (!active) return;
    const container = containerRef.current;
    if (!container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const target = initialFocusRef?.current ?? focusableWithin(container)[0] ?? container;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (onEscapeRef.current) {
          event.stopPropagation();
          onEscapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };

    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      // Return focus only if it is still inside (or lost to <body>); never steal it from a new target.
      const current = document.activeElement;
      if (
        previouslyFocused?.isConnected &&
        (!current || current === document.body || container.contains(current))
      ) {
        previouslyFocused.focus();
      }
    };
  }, [active, containerRef, initialFocusRef]);
}
