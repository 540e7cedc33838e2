import { useParams } from '@prohive/shared';
import { MessagesScreen } from '../features/messages/MessagesScreen';

/** /messages/{conversationId}: one conversation (beside the list on desktop, on its own on phones). */
export default function ConversationPage() {
  const { conversationId } = useParams();
  return <MessagesScreen rawConversationId={conversationId} />;
}
