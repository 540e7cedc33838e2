import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, useNavigate } from '@prohive/shared';
import { Button, MessageIcon, type ButtonSize, type ButtonVariant } from '@prohive/ui';
import { useStartConversationMutation } from '../lib/api/messagesEndpoints';
import { conversationPath, MESSAGES_PATH } from '../lib/messagesPaths';

export interface MessageButtonProps {
  /** The conversation when it is known (a bid's `conversation_id`); then this is a plain link. */
  conversationId: number | null;
  /** Without a known conversation, the job's owner opens one with this provider (POST /api/conversations). */
  open?: { jobId: number; providerId: number };
  children: string;
  /** A longer accessible name when several buttons share the visible text ("Message Ace Plumbing"). */
  label?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
}

/**
 * "Message …": goes to the conversation, opening it first when only the job and provider are known. Without
 * either it leads to the conversation list.
 */
export function MessageButton({
  conversationId,
  open,
  children,
  label,
  size = 'sm',
  variant = 'outline',
}: MessageButtonProps) {
  const navigate = useNavigate();
  const [start, { isLoading }] = useStartConversationMutation();
  const [error, setError] = useState<string | null>(null);

  if (conversationId !== null || !open) {
    return (
      <Button
        to={conversationId !== null ? conversationPath(conversationId) : MESSAGES_PATH}
        size={size}
        variant={variant}
        aria-label={label}
      >
        <MessageIcon size={16} />
        {children}
      </Button>
    );
  }

  const onClick = async () => {
    setError(null);
    const result = await start(open);
    if ('error' in result) {
      setError(apiErrorMessage(result.error));
      return;
    }
    void navigate(conversationPath(result.data.id));
  };

  return (
    <Wrap>
      <Button
        type="button"
        size={size}
        variant={variant}
        aria-label={label}
        disabled={isLoading}
        onClick={() => void onClick()}
      >
        <MessageIcon size={16} />
        {children}
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const ErrorText = styled.small`
  color: ${({ theme }) => theme.colors.danger};
`;
