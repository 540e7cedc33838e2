import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type PopoverPlacement = 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';

const placements: Record<PopoverPlacement, ReturnType<typeof css>> = {
  'bottom-start': css`
    top: calc(100% + 8px);
    left: 0;
  `,
  'bottom-end': css`
    top: calc(100% + 8px);
    right: 0;
  `,
  'top-start': css`
    bottom: calc(100% + 8px);
    left: 0;
  `,
  'top-end': css`
    bottom: calc(100% + 8px);
    right: 0;
  `,
};

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Content = styled.div<{ $placement: PopoverPlacement }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 220px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  ${({ $placement }) => placements[$placement]}
`;

export interface PopoverTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
  ref: (el: HTMLButtonElement | null) => void;
}

export interface PopoverProps {
  /** Renders the trigger button; spread the given props onto it. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** Panel contents; `close` lets links and actions dismiss it. */
  children: (close: () => void) => ReactNode;
  placement?: PopoverPlacement;
  /** Accessible name of the panel. */
  label: string;
  'data-testid'?: string;
}

/**
 * A click-to-open panel (disclosure pattern) for small menus such as the account menu and the footer's
 * Support & Resources list. Escape or a click outside closes it; Escape returns focus to the trigger.
 */
export function Popover({
  trigger,
  children,
  placement = 'bottom-start',
  label,
  'data-testid': testId,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      {trigger({
        'aria-expanded': open,
        'aria-controls': contentId,
        onClick: () => setOpen((v) => !v),
        ref: (el) => {
          triggerRef.current = el;
        },
      })}
      <Content
        id={contentId}
        role="region"
        aria-label={label}
        hidden={!open}
        $placement={placement}
        data-testid={testId}
      >
        {open && children(close)}
      </Content>
    </Root>
  );
}
