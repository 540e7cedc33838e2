import type { EmailCategory } from '../../db/schema.js';
import { escapeHtml } from '../../lib/html.js';
import { isOptionalCategory, signUnsubscribeToken } from '../email-preferences/index.js';

const CATEGORY_NAMES: Record<EmailCategory, string> = {
  bids: 'bid',
  messages: 'message',
  job_alerts: 'job alert',
  account: 'account',
};

export interface FooterSettings {
  /** The site's origin; the api is reached through it at /api (the site forwards /api/*). */
  siteOrigin: string;
  unsubscribeKey: Buffer;
}

export interface FinalBody {
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * Adds what every optional email carries: a one-click unsubscribe link for its category in both parts, and the
 * List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058) mail clients show as "Unsubscribe". Account mail
 * and mail to an address without an account go out as written.
 */
export function withUnsubscribe(
  row: { user_id: number | null; category: EmailCategory; text_body: string; html_body: string },
  settings: FooterSettings,
): FinalBody {
  if (row.user_id === null || !isOptionalCategory(row.category)) {
    return { text: row.text_body, html: row.html_body, headers: {} };
  }
  const token = signUnsubscribeToken(settings.unsubscribeKey, {
    userId: row.user_id,
    category: row.category,
  });
  const url = `${settings.siteOrigin}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
  const preferences = `${settings.siteOrigin}/profile`;
  const name = CATEGORY_NAMES[row.category];
  const text =
    `${row.text_body}\n\n--\nYou get this email because ${name} emails are on for your Prohive account.\n` +
    `Unsubscribe from ${name} emails: ${url}\nAll email settings: ${preferences}\n`;
  const footer =
    `<hr><p style="font-size:12px;color:#666">You get this email because ${escapeHtml(name)} emails are on for ` +
    `your Prohive account. <a href="${escapeHtml(url)}">Unsubscribe from ${escapeHtml(name)} emails</a> · ` +
    `<a href="${escapeHtml(preferences)}">All email settings</a></p>`;
  const html = row.html_body.includes('</body>')
    ? row.html_body.replace('</body>', `${footer}</body>`)
    : `${row.html_body}${footer}`;
  return {
    text,
    html,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
