import type { Schemas } from '@prohive/shared';
import {
  centsToInput,
  documentTotals,
  hundredthsToInput,
  parseMoneyCents,
  parsePercentPpm,
  parseQuantityHundredths,
  ppmToPercentInput,
  WHOLE_PPM,
  type DocumentTotals,
  type PricedLine,
} from './money';

/** What the api stores (api/src/modules/documents/schemas.ts), from the generated types. */
export type DocumentContent = Schemas['DocumentContent'];
export type DocumentKind = Schemas['SavedDocument']['kind'];
export type TemplateName = DocumentContent['template'];

/**
 * The api's bounds on a document (DocumentContent in api/src/modules/documents/schemas.ts). The generated
 * REQUEST_LIMITS name only top-level body fields, so the nested ones are written here; the api refuses the
 * same input anyway.
 */
export const LIMITS = {
  lineItems: 100,
  title: 120,
  number: 40,
  name: 120,
  email: 254,
  phone: 40,
  address: 300,
  description: 300,
  paymentMethod: 60,
  longText: 2000,
  maxQuantityHundredths: 10_000_000,
  maxUnitPriceCents: 100_000_000,
  /** The logo file itself; as a data URL it is a third bigger. */
  logoBytes: 300 * 1024,
} as const;

export interface LineItemDraft {
  /** Only for React keys and labels; never saved. */
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
}

export interface PartyDraft {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** The form as typed: numbers stay text until they are valid, so a half-typed "8." is kept, never NaN. */
export interface DocumentDraft {
  kind: DocumentKind;
  title: string;
  number: string;
  template: TemplateName;
  business: PartyDraft & { logo: string | null };
  customer: PartyDraft;
  issueDate: string;
  dueDate: string;
  paymentMethod: string;
  siteAddress: string;
  scheduledDate: string;
  workDescription: string;
  items: LineItemDraft[];
  taxRate: string;
  discountType: 'percent' | 'amount';
  discount: string;
  notes: string;
  terms: string;
}

export interface KindInfo {
  /** The heading on the document and in the PDF. */
  heading: string;
  numberPrefix: string;
  defaultTerms: string;
  fileStem: string;
}

export const KIND_INFO: Record<DocumentKind, KindInfo> = {
  invoice: {
    heading: 'Invoice',
    numberPrefix: 'INV-',
    defaultTerms: 'Payment is due within 30 days. Thank you for your business.',
    fileStem: 'invoice',
  },
  receipt: {
    heading: 'Receipt',
    numberPrefix: 'RCT-',
    defaultTerms: 'Paid in full. Keep this receipt for your records.',
    fileStem: 'receipt',
  },
  work_order: {
    heading: 'Work order',
    numberPrefix: 'WO-',
    defaultTerms: 'Work is carried out as described above. Changes are agreed in writing before they start.',
    fileStem: 'work-order',
  },
};

let keyCounter = 0;
export function newLineKey(): string {
  keyCounter += 1;
  return `line-${keyCounter}`;
}

export function emptyLine(): LineItemDraft {
  return { key: newLineKey(), description: '', quantity: '1', unitPrice: '' };
}

const emptyParty = (): PartyDraft => ({ name: '', email: '', phone: '', address: '' });

/** A fresh document of a kind; `today` is passed in so rendering on a server and in a test is deterministic. */
export function emptyDraft(kind: DocumentKind, today = ''): DocumentDraft {
  return {
    kind,
    title: KIND_INFO[kind].heading,
    number: `${KIND_INFO[kind].numberPrefix}0001`,
    template: 'classic',
    business: { ...emptyParty(), logo: null },
    customer: emptyParty(),
    issueDate: today,
    dueDate: '',
    paymentMethod: '',
    siteAddress: '',
    scheduledDate: '',
    workDescription: '',
    items: [emptyLine()],
    taxRate: '0',
    discountType: 'percent',
    discount: '0',
    notes: '',
    terms: KIND_INFO[kind].defaultTerms,
  };
}

/** Field path → message, e.g. `items.0.quantity`, `customer.email`. */
export type DraftErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkLength(errors: DraftErrors, field: string, value: string, max: number, label: string) {
  if (value.length > max) errors[field] = `${label} can be at most ${max} characters.`;
}

/** Every problem with the draft, each under the field it belongs to (shown inline next to it). */
export function validateDraft(draft: DocumentDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = 'Give the document a title.';
  checkLength(errors, 'title', draft.title, LIMITS.title, 'The title');
  if (!draft.number.trim()) errors.number = 'Give the document a number, like INV-0001.';
  checkLength(errors, 'number', draft.number, LIMITS.number, 'The number');
  if (!draft.business.name.trim()) errors['business.name'] = 'Enter your business name.';
  if (!draft.customer.name.trim()) errors['customer.name'] = 'Enter the customer’s name.';
  for (const party of ['business', 'customer'] as const) {
    const value = draft[party];
    checkLength(errors, `${party}.name`, value.name, LIMITS.name, 'The name');
    checkLength(errors, `${party}.phone`, value.phone, LIMITS.phone, 'The phone');
    checkLength(errors, `${party}.address`, value.address, LIMITS.address, 'The address');
    if (value.email.trim() && !EMAIL.test(value.email.trim()))
      errors[`${party}.email`] = 'Enter an email address like name@example.com.';
    checkLength(errors, `${party}.email`, value.email, LIMITS.email, 'The email');
  }
  checkLength(errors, 'paymentMethod', draft.paymentMethod, LIMITS.paymentMethod, 'The payment method');
  checkLength(errors, 'siteAddress', draft.siteAddress, LIMITS.address, 'The address');
  for (const field of ['workDescription', 'notes', 'terms'] as const)
    checkLength(errors, field, draft[field], LIMITS.longText, 'This');
  if (draft.items.length === 0) errors.items = 'Add at least one line item.';
  if (draft.items.length > LIMITS.lineItems)
    errors.items = `A document holds at most ${LIMITS.lineItems} lines.`;
  draft.items.forEach((item, index) => {
    if (!item.description.trim()) errors[`items.${index}.description`] = 'Describe the item.';
    checkLength(
      errors,
      `items.${index}.description`,
      item.description,
      LIMITS.description,
      'The description',
    );
    const quantity = parseQuantityHundredths(item.quantity);
    if (quantity === null || quantity > LIMITS.maxQuantityHundredths)
      errors[`items.${index}.quantity`] = 'Enter a quantity from 0 to 100,000 with at most 2 decimals.';
    const price = parseMoneyCents(item.unitPrice);
    if (price === null || price > LIMITS.maxUnitPriceCents)
      errors[`items.${index}.unitPrice`] = 'Enter a price from $0 to $1,000,000, like 80 or 79.99.';
  });
  const tax = parsePercentPpm(draft.taxRate);
  if (tax === null || tax > WHOLE_PPM) errors.taxRate = 'Enter a tax rate from 0 to 100%, like 8.875.';
  if (draft.discountType === 'percent') {
    const discount = parsePercentPpm(draft.discount);
    if (discount === null || discount > WHOLE_PPM) errors.discount = 'Enter a discount from 0 to 100%.';
  } else {
    const discount = parseMoneyCents(draft.discount);
    if (discount === null || discount > LIMITS.maxUnitPriceCents * 1000)
      errors.discount = 'Enter a discount amount, like 25 or 25.50.';
  }
  return errors;
}

/** The priced lines and totals; a line whose number is not valid (yet) counts as $0.00. */
export function draftTotals(draft: DocumentDraft): DocumentTotals {
  const lines: PricedLine[] = draft.items.map((item) => ({
    quantityHundredths: Math.min(parseQuantityHundredths(item.quantity) ?? 0, LIMITS.maxQuantityHundredths),
    unitPriceCents: Math.min(parseMoneyCents(item.unitPrice) ?? 0, LIMITS.maxUnitPriceCents),
  }));
  const taxRate = Math.min(parsePercentPpm(draft.taxRate) ?? 0, WHOLE_PPM);
  const discountValue =
    draft.discountType === 'percent'
      ? Math.min(parsePercentPpm(draft.discount) ?? 0, WHOLE_PPM)
      : (parseMoneyCents(draft.discount) ?? 0);
  return documentTotals(lines, { type: draft.discountType, value: discountValue }, taxRate);
}

/** The api's content for a valid draft (call validateDraft first). */
export function draftToContent(draft: DocumentDraft): DocumentContent {
  const party = (p: PartyDraft) => ({
    name: p.name.trim(),
    email: p.email.trim(),
    phone: p.phone.trim(),
    address: p.address.trim(),
  });
  return {
    template: draft.template,
    business: { ...party(draft.business), logo: draft.business.logo },
    customer: party(draft.customer),
    issue_date: draft.issueDate,
    due_date: draft.dueDate,
    payment_method: draft.paymentMethod.trim(),
    site_address: draft.siteAddress.trim(),
    scheduled_date: draft.scheduledDate,
    work_description: draft.workDescription.trim(),
    items: draft.items.map((item) => ({
      description: item.description.trim(),
      quantity: (parseQuantityHundredths(item.quantity) ?? 0) / 100,
      unit_price_cents: parseMoneyCents(item.unitPrice) ?? 0,
    })),
    tax_rate_ppm: parsePercentPpm(draft.taxRate) ?? 0,
    discount_type: draft.discountType,
    discount_value:
      draft.discountType === 'percent'
        ? (parsePercentPpm(draft.discount) ?? 0)
        : (parseMoneyCents(draft.discount) ?? 0),
    notes: draft.notes.trim(),
    terms: draft.terms.trim(),
  };
}

/** A saved document back in the form. */
export function contentToDraft(
  kind: DocumentKind,
  title: string,
  number: string,
  content: DocumentContent,
): DocumentDraft {
  return {
    kind,
    title,
    number,
    template: content.template,
    business: { ...content.business },
    customer: { ...content.customer },
    issueDate: content.issue_date,
    dueDate: content.due_date,
    paymentMethod: content.payment_method,
    siteAddress: content.site_address,
    scheduledDate: content.scheduled_date,
    workDescription: content.work_description,
    items: content.items.map((item) => ({
      key: newLineKey(),
      description: item.description,
      quantity: hundredthsToInput(Math.round(item.quantity * 100)),
      unitPrice: centsToInput(item.unit_price_cents),
    })),
    taxRate: ppmToPercentInput(content.tax_rate_ppm),
    discountType: content.discount_type,
    discount:
      content.discount_type === 'percent'
        ? ppmToPercentInput(content.discount_value)
        : centsToInput(content.discount_value),
    notes: content.notes,
    terms: content.terms,
  };
}
