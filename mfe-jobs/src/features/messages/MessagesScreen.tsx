import styled from 'styled-components';
import { PageContainer, StatusPanel, Button, usePageTitle } from '@prohive/ui';
import { RequireSignIn } from '../../components/RequireSignIn';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import { MESSAGES_PATH, parseConversationId } from '../../lib/messagesPaths';

export interface MessagesScreenProps {
  /** The route's `:conversationId`, absent on /messages. */
  rawConversationId?: string;
}

/**
 * /messages and /messages/:conversationId. Desktop shows the list and the open thread side by side; on phones
 * they are separate screens (the list at /messages, the thread at /messages/:id with a way back). The split is
 * CSS only, so the server renders the same markup the browser will.
 */
export function MessagesScreen({ rawConversationId }: MessagesScreenProps) {
  usePageTitle('Messages');
  const hasId = rawConversationId !== undefined;
  const conversationId = parseConversationId(rawConversationId);
  return (
    <PageContainer>
      <RequireSignIn>
        {(user) => (
          <>
            <Title $threadOpen={hasId}>Messages</Title>
            <Split $threadOpen={hasId}>
              <ListPane aria-label="Conversations list">
                <ConversationList userId={user.id} activeId={conversationId} />
              </ListPane>
              <ThreadPane>
                {conversationId !== null ? (
                  <ConversationThread key={conversationId} conversationId={conversationId} userId={user.id} />
                ) : hasId ? (
                  <StatusPanel
                    title="Conversation not found"
                    actions={<Button to={MESSAGES_PATH}>All conversations</Button>}
                  />
                ) : (
                  <Placeholder>Choose a conversation to read and reply.</Placeholder>
                )}
              </ThreadPane>
            </Split>
          </>
        )}
      </RequireSignIn>
    </PageContainer>
  );
}

const DESKTOP = '(min-width: 960px)';

const Title = styled.h1<{ $threadOpen: boolean }>`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSize.xxl};

  /* On a phone's thread screen the heading gives its room to the thread but stays the page's h1 for screen
     readers (clipped, not removed). */
  @media not all and ${DESKTOP} {
    ${({ $threadOpen }) =>
      $threadOpen
        ? 'position: absolute; width: 1px; height: 1px; margin: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;'
        : ''}
  }
`;

const Split = styled.div<{ $threadOpen: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 60vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  @media ${DESKTOP} {
    grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
    height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 160px);
    min-height: 520px;
  }

  @media not all and ${DESKTOP} {
    & > :first-child {
      display: ${({ $threadOpen }) => ($threadOpen ? 'none' : 'block')};
    }
    & > :last-child {
      display: ${({ $threadOpen }) => ($threadOpen ? 'flex' : 'none')};
    }
  }
`;

const ListPane = styled.nav`
  min-height: 0;
  overflow-y: auto;

  @media ${DESKTOP} {
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ThreadPane = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;

  & > section {
    flex: 1;
  }
`;

const Placeholder = styled.p`
  margin: auto;
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
