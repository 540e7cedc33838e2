import { AreaPage } from '@prohive/ui';

/** /messages: conversations between customers and professionals about jobs and bids. */
export default function MessagesPage() {
  return (
    <AreaPage
      title="Messages"
      intro="Your conversations with customers and professionals about jobs and bids, in one place."
    />
  );
}
