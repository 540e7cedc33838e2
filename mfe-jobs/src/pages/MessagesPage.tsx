import { MessagesScreen } from '../features/messages/MessagesScreen';

/** /messages: the signed-in user's conversations with customers and professionals about jobs and bids. */
export default function MessagesPage() {
  return <MessagesScreen />;
}
