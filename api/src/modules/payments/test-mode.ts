import { createHash, randomBytes } from 'node:crypto';
import type {
  CheckoutRequest,
  CreatedCheckout,
  PaymentsAdapter,
  RemoteCheckout,
  RemoteSubscription,
} from './adapter.js';
import { escapeHtml } from '../../lib/html.js';

export const TEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** 192 random bits: the id is the only key to the test checkout page, so it must be unguessable. */
export function newSessionId(prefix: 'cs_test' | 'cs_free'): string {
  return `${prefix}_${randomBytes(24).toString('hex')}`;
}

/**
 * The built-in checkout used when no Stripe key is configured: the "hosted page" is one the api serves
 * (GET /api/test-checkout/:id), addressed on the site's origin because the site proxies /api. Nothing is
 * remote, so the database row is the whole truth and the read-back methods have nothing to say.
 */
export class TestModeAdapter implements PaymentsAdapter {
  readonly kind = 'test' as const;

  constructor(private readonly now: () => Date) {}

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const id = newSessionId('cs_test');
    return {
      id,
      url: `${request.siteOrigin}/api/test-checkout/${id}`,
      expiresAt: new Date(this.now().getTime() + TEST_SESSION_TTL_MS),
      customerId: null,
    };
  }

  async retrieveCheckout(): Promise<RemoteCheckout | null> {
    return null;
  }

  async retrieveSubscription(): Promise<RemoteSubscription | null> {
    return null;
  }

  async cancelSubscription(): Promise<void> {
    // Test-mode subscriptions exist only in our database; cancelling the row is all there is.
  }
}

export function formatPrice(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amountCents / 100,
  );
}

// One stylesheet, allowed by its hash: the page needs no script and loads nothing else.
const STYLE = `
:root{color-scheme:light dark;--bg:#f4f6f8;--card:#fff;--text:#14202b;--muted:#4a5a68;--line:#d5dde4;--brand:#0b5cad;--brand-text:#fff;--warn-bg:#fff4d6;--warn-text:#5c4100;--warn-line:#e0b84a;--focus:#0b5cad}
@media (prefers-color-scheme:dark){:root{--bg:#0f161c;--card:#17212a;--text:#e8eef3;--muted:#a9b7c3;--line:#2c3a46;--brand:#5aa9f5;--brand-text:#07121c;--warn-bg:#3a2e05;--warn-text:#ffe49a;--warn-line:#8a6d12;--focus:#8cc4ff}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:440px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:24px}
.mode{margin:0 0 20px;padding:10px 12px;border:1px solid var(--warn-line);border-radius:8px;background:var(--warn-bg);color:var(--warn-text);font-weight:700;text-align:center}
h1{margin:0 0 4px;font-size:1.375rem;line-height:1.3}
.muted{margin:0 0 16px;color:var(--muted)}
.price{margin:0 0 24px;font-size:2rem;font-weight:700}
.price span{font-size:1rem;font-weight:400;color:var(--muted)}
.actions{display:flex;flex-direction:column;gap:12px}
form{margin:0}
.button{display:block;width:100%;min-height:48px;padding:12px 16px;border-radius:8px;border:1px solid var(--brand);font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:var(--brand);color:var(--brand-text)}
.secondary{background:transparent;color:var(--text);border-color:var(--line)}
.button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.note{margin:20px 0 0;font-size:.875rem;color:var(--muted)}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** A CSP for the page: its own stylesheet only, and forms may go to the api and the two return origins. */
export function pageSecurityPolicy(formOrigins: string[]): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${[...new Set(formOrigins)].join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Prohive test checkout</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="mode" role="note">TEST MODE — no real payment</p>
${body}
</main>
</body>
</html>
`;
}

export interface CheckoutPageModel {
  sessionId: string;
  planName: string;
  amountCents: number;
  currency: string;
  interval: 'month' | 'year';
}

export function checkoutPage(model: CheckoutPageModel): string {
  const price = formatPrice(model.amountCents, model.currency);
  const base = `/api/test-checkout/${encodeURIComponent(model.sessionId)}`;
  return page(
    `Subscribe to ${model.planName}`,
    `<h1>Subscribe to Prohive ${escapeHtml(model.planName)}</h1>
<p class="muted">Provider plan, billed every ${model.interval}</p>
<p class="price">${escapeHtml(price)} <span>/ ${model.interval}</span></p>
<div class="actions">
<form method="post" action="${base}/pay"><button class="button primary" type="submit">Pay ${escapeHtml(price)}</button></form>
<form method="post" action="${base}/cancel"><button class="button secondary" type="submit">Cancel</button></form>
</div>
<p class="note">This is Prohive's built-in test checkout: no card is asked for and no money moves. Paying activates the plan for one ${model.interval}.</p>`,
  );
}

export function messagePage(
  title: string,
  text: string,
  link: { href: string; label: string } | null,
): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(text)}</p>
${link ? `<div class="actions"><a class="button primary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></div>` : ''}`,
  );
}
