export const MESSAGES_PATH = '/messages';
export const conversationPath = (id: number) => `${MESSAGES_PATH}/${id}`;

/** A route's `:conversationId` as a positive integer, or null for anything else. */
export function parseConversationId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
