import { type FinancingWaitlistRequest } from '../../lib/api/marketingEndpoints';

/** The api's rules for POST /api/financing-waitlist (api/src/modules/financing/schemas.ts), checked first here. */
export const WAITLIST_LIMITS = {
  nameMaxLength: 120,
  emailMaxLength: 254,
  minAmount: 500,
  maxAmount: 250_000,
} as const;

export const WAITLIST_FIELDS = ['name', 'email', 'zip', 'project_type', 'amount'] as const;
export type WaitlistField = (typeof WAITLIST_FIELDS)[number];

/** What the form holds: every field as typed. */
export type WaitlistInput = Record<WaitlistField, string>;
export type WaitlistErrors = Partial<Record<WaitlistField, string>>;

export type WaitlistCheck =
  { ok: true; request: FinancingWaitlistRequest } | { ok: false; errors: WaitlistErrors };

// The same shape ajv's "email" format accepts in practice: one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}$/;
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/** Validates the form the way the api will, so most mistakes are caught before a request is spent. */
export function checkWaitlist(input: WaitlistInput, projectTypes: readonly string[]): WaitlistCheck {
  const L = WAITLIST_LIMITS;
  const errors: WaitlistErrors = {};
  const name = input.name.trim();
  const email = input.email.trim();
  const zip = input.zip.trim();
  const projectType = input.project_type.trim();
  const amountText = input.amount.trim().replace(/[$,\s]/g, '');

  if (name === '') errors.name = 'Enter your name.';
  else if (name.length > L.nameMaxLength)
    errors.name = `Keep your name under ${L.nameMaxLength + 1} characters.`;

  if (email === '') errors.email = 'Enter your email address.';
  else if (email.length > L.emailMaxLength || !EMAIL.test(email))
    errors.email = 'Enter a valid email address, for example name@example.com.';

  if (zip === '') errors.zip = 'Enter your ZIP code.';
  else if (!ZIP.test(zip)) errors.zip = 'Enter a 5-digit US ZIP code, for example 78701.';

  if (projectType !== '' && !projectTypes.includes(projectType))
    errors.project_type = 'Choose a project type from the list.';

  let amount: number | undefined;
  if (amountText !== '') {
    amount = Number(amountText);
    if (!/^\d+$/.test(amountText)) errors.amount = 'Enter the amount in whole dollars, for example 12,500.';
    else if (amount < L.minAmount || amount > L.maxAmount)
      errors.amount = `Enter an amount between ${usd(L.minAmount)} and ${usd(L.maxAmount)}.`;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      name,
      email,
      zip,
      ...(projectType === '' ? {} : { project_type: projectType }),
      ...(amount === undefined ? {} : { amount }),
    },
  };
}

/** The api's per-field 422 messages (`{ errors: { field: [text] } }`), first message per known field. */
export function fieldErrorsFrom(body: unknown): WaitlistErrors {
  if (typeof body !== 'object' || body === null) return {};
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const found: WaitlistErrors = {};
  for (const field of WAITLIST_FIELDS) {
    const messages = (errors as Record<string, unknown>)[field];
    const first = Array.isArray(messages)
      ? messages.find((m): m is string => typeof m === 'string')
      : undefined;
    if (first) found[field] = first;
  }
  return found;
}
