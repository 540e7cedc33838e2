import { Fragment } from 'react';
import styled from 'styled-components';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) only: `javascript:`, `data:` and the like stay plain text. Trailing punctuation is usually the
// sentence's, not the URL's ("see https://x.test/a.").
const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits a message body into text and http(s) links. Everything else is text, shown as typed. */
export function splitMessageText(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    const href = safeHref(raw);
    if (!href || raw.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/**
 * A message body as React text nodes (never HTML), newlines kept, http(s) URLs as links that open in a new tab
 * without giving the page a handle on ours (`noopener noreferrer`) or lending it our ranking (`nofollow`).
 */
export function MessageText({ body }: { body: string }) {
  return (
    <Body>
      {splitMessageText(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Body>
  );
}

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: underline;
  }
`;
