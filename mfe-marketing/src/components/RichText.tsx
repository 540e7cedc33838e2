import { Fragment } from 'react';
import { Link } from '@prohive/shared';

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** Plain text with `[label](/path)` turned into router links. Only site paths are links, so copy cannot
 * smuggle in an external or javascript: URL. */
export function RichText({ text }: { text: string }) {
  const parts: Array<string | { label: string; to: string }> = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push({ label: match[1] ?? '', to: match[2] ?? '/' });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <Link key={i} to={part.to}>
            {part.label}
          </Link>
        ),
      )}
    </>
  );
}
