import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from './icons';
import { ModalLayer } from './ModalLayer';
import { CloseButton } from './CloseButton';

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Panel = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 520px);
  max-height: 88vh;
  overflow-y: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  outline: none;
  animation: ${popIn} ${({ theme }) => theme.motion.fast};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 8px;
`;

const Title = styled.h2`
  margin: 8px 0 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 24px;
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** For confirmations that must be answered: the scrim does not close it (Escape and Close still do). */
  dismissOnOverlayClick?: boolean;
  'data-testid'?: string;
}

/** A centred modal dialog with a title, optional description and footer actions. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  dismissOnOverlayClick = true,
  'data-testid': testId,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      initialFocusRef={initialFocusRef}
      closeOnOverlayClick={dismissOnOverlayClick}
    >
      {(panelRef) => (
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          data-testid={testId}
        >
          <Top>
            <Title id={titleId}>{title}</Title>
            <CloseButton type="button" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </CloseButton>
          </Top>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children}
          {footer && <DialogFooter>{footer}</DialogFooter>}
        </Panel>
      )}
    </ModalLayer>
  );
}
