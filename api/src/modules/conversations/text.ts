/** Message text: plain text, stored as sent once made safe to keep; never HTML, never interpreted. */

export const MAX_MESSAGE_CHARS = 5000;

// C0 controls but tab and newline, DEL, and C1 controls: invisible, and some terminals and mail clients act on
// them. NUL never gets here (plugins/input-hygiene.ts refuses it with a 422 for every route).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Characters as a person counts them (code points), the same as PostgreSQL's length(). */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The text kept for a message: lone surrogates replaced (they cannot be stored as UTF-8), line breaks made
 * `\n`, other control characters removed, then trimmed. Markup and links stay as typed: clients render the
 * body as text, so `<script>` is just characters.
 */
export function cleanMessageText(raw: string): string {
  return raw.replace(LONE_SURROGATE, '\uFFFD').replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** The field error for a cleaned body, or null when it may be sent. */
export function messageTextProblem(text: string): string | null {
  if (text.length === 0) return 'Write a message.';
  if (charCount(text) > MAX_MESSAGE_CHARS) {
    return `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters.`;
  }
  return null;
}

/** The first `max` characters of a message, for inbox previews. */
export function preview(text: string, max = 240): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
