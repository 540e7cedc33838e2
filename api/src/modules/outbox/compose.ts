import { escapeHtml } from '../../lib/html.js';

export interface EmailContent {
  /** The first line, such as "New bid on “Fix the sink”". */
  heading: string;
  /** Plain text paragraphs; never HTML (everything is escaped). */
  paragraphs: string[];
  /** The one thing to do, an absolute URL. */
  action?: { label: string; url: string };
}

/**
 * Both parts of an email from plain text: the text part as written, the HTML part with every value escaped, so
 * a job title or a name can never inject markup. Styles are inline (mail clients drop style sheets) and use
 * neutral greys readable in light and dark mail clients.
 */
export function composeEmail(content: EmailContent): { text: string; html: string } {
  const textLines = [content.heading, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (content.action) textLines.push(`${content.action.label}: ${content.action.url}`, '');
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 16px;` +
      `border-radius:6px;background:#1f6feb;color:#ffffff;text-decoration:none">` +
      `${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title>` +
    `</head><body style="font-family:system-ui,-apple-system,sans-serif;line-height:1.5">` +
    `<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>` +
    content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `${action}</body></html>`;
  return { text: textLines.join('\n').trimEnd() + '\n', html };
}
