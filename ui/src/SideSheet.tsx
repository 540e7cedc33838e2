import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { CloseButton } from './CloseButton';
import { CloseIcon } from './icons';
import { ModalLayer } from './ModalLayer';

export type SideSheetSide = 'top' | 'bottom' | 'left' | 'right';

const slideFrom = (offset: string) => keyframes`
  from { transform: ${offset}; }
  to { transform: none; }
`;
const slideIn: Record<SideSheetSide, ReturnType<typeof keyframes>> = {
  right: slideFrom('translateX(100%)'),
  left: slideFrom('translateX(-100%)'),
  top: slideFrom('translateY(-100%)'),
  bottom: slideFrom('translateY(100%)'),
};

const placement: Record<SideSheetSide, ReturnType<typeof css>> = {
  right: css`
    top: 0;
    right: 0;
    height: 100%;
    width: min(88vw, 380px);
  `,
  left: css`
    top: 0;
    left: 0;
    height: 100%;
    width: min(88vw, 380px);
  `,
  top: css`
    top: 0;
    left: 0;
    right: 0;
    max-height: 85vh;
  `,
  bottom: css`
    bottom: 0;
    left: 0;
    right: 0;
    max-height: 85vh;
    border-top-left-radius: ${({ theme }) => theme.radii.lg};
    border-top-right-radius: ${({ theme }) => theme.radii.lg};
  `,
};

const Panel = styled.div<{ $side: SideSheetSide }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  overflow-y: auto;
  overscroll-behavior: contain;
  outline: none;
  ${({ $side, theme }) => css`
    animation: ${slideIn[$side]} ${theme.motion.normal};
  `}
  ${({ $side }) => placement[$side]}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 16px 8px 20px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Description = styled.p`
  margin: 0;
  padding: 0 20px 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Body = styled.div`
  padding: 8px 20px 24px;
  flex: 1;
`;

export interface SideSheetProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading and accessible name of the sheet. */
  title: ReactNode;
  description?: ReactNode;
  /** Edge the sheet slides in from (spec §2: default right). */
  side?: SideSheetSide;
  children?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra attributes for tests and styling. */
  'data-testid'?: string;
  className?: string;
}

/** A modal panel that slides in from one edge: focus is trapped, Escape or the scrim closes it. */
export function SideSheet({
  open,
  onClose,
  title,
  description,
  side = 'right',
  children,
  initialFocusRef,
  className,
  'data-testid': testId,
}: SideSheetProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalLayer open={open} onClose={onClose} initialFocusRef={initialFocusRef}>
      {(panelRef) => (
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          $side={side}
          data-side={side}
          data-testid={testId}
          className={className}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton type="button" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </CloseButton>
          </Header>
          {description && <Description id={descriptionId}>{description}</Description>}
          <Body>{children}</Body>
        </Panel>
      )}
    </ModalLayer>
  );
}
