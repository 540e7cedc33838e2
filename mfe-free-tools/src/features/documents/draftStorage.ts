import {
  emptyDraft,
  newLineKey,
  type DocumentDraft,
  type DocumentKind,
  type LineItemDraft,
  type PartyDraft,
} from './documentModel';

/**
 * The document being edited, kept in the browser so a reload (or a visitor who is not signed in) loses
 * nothing. Read and written only from effects and handlers: there is no storage on a server render.
 */
export interface StoredDocument {
  draft: DocumentDraft;
  /** The saved document this draft edits, when it came from (or went to) the account. */
  savedId: number | null;
}

export const draftStorageKey = (kind: DocumentKind) => `prohive.free-tools.document.${kind}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

function party(stored: unknown, fallback: PartyDraft): PartyDraft {
  if (!isRecord(stored)) return fallback;
  return {
    name: text(stored.name, fallback.name),
    email: text(stored.email, fallback.email),
    phone: text(stored.phone, fallback.phone),
    address: text(stored.address, fallback.address),
  };
}

function logo(stored: unknown): string | null {
  if (!isRecord(stored)) return null;
  const value = stored.logo;
  return typeof value === 'string' && /^data:image\/(png|jpeg);base64,/.test(value) ? value : null;
}

function items(stored: unknown, fallback: LineItemDraft[]): LineItemDraft[] {
  if (!Array.isArray(stored)) return fallback;
  return stored.filter(isRecord).map((item) => ({
    key: newLineKey(),
    description: text(item.description, ''),
    quantity: text(item.quantity, '1'),
    unitPrice: text(item.unitPrice, ''),
  }));
}

/**
 * A stored draft of `kind`, field by field: anything missing or of the wrong type (an older version, a hand
 * edit) takes the empty draft's value, so a bad entry can never break the form.
 */
export function parseStoredDocument(raw: string | null, kind: DocumentKind): StoredDocument | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.draft) || value.draft.kind !== kind) return null;
  const stored = value.draft;
  const base = emptyDraft(kind);
  const draft: DocumentDraft = {
    ...base,
    title: text(stored.title, base.title),
    number: text(stored.number, base.number),
    template: ['classic', 'modern', 'minimal'].includes(String(stored.template))
      ? (stored.template as DocumentDraft['template'])
      : base.template,
    business: { ...party(stored.business, base.business), logo: logo(stored.business) },
    customer: party(stored.customer, base.customer),
    issueDate: text(stored.issueDate, base.issueDate),
    dueDate: text(stored.dueDate, base.dueDate),
    paymentMethod: text(stored.paymentMethod, base.paymentMethod),
    siteAddress: text(stored.siteAddress, base.siteAddress),
    scheduledDate: text(stored.scheduledDate, base.scheduledDate),
    workDescription: text(stored.workDescription, base.workDescription),
    items: items(stored.items, base.items),
    taxRate: text(stored.taxRate, base.taxRate),
    discountType: stored.discountType === 'amount' ? 'amount' : 'percent',
    discount: text(stored.discount, base.discount),
    notes: text(stored.notes, base.notes),
    terms: text(stored.terms, base.terms),
  };
  const savedId = typeof value.savedId === 'number' && Number.isInteger(value.savedId) ? value.savedId : null;
  return { draft, savedId };
}

export function readStoredDocument(kind: DocumentKind): StoredDocument | null {
  try {
    return parseStoredDocument(window.localStorage.getItem(draftStorageKey(kind)), kind);
  } catch {
    return null;
  }
}

/** False when the browser refused (storage full, e.g. with a large logo, or disabled). */
export function writeStoredDocument(stored: StoredDocument): boolean {
  try {
    window.localStorage.setItem(draftStorageKey(stored.draft.kind), JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}
