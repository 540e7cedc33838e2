import Type, { type Static } from 'typebox';

/**
 * Request and response shapes of the free document tools' saved documents (invoices, receipts, work orders).
 * The content is the form as the browser keeps it: the api bounds every size (so one document stays well under
 * the body limit and a list page stays small) but never works out totals, which the browser does from the
 * same numbers for the preview and the PDF.
 */

/** The most line items one document holds. */
export const MAX_LINE_ITEMS = 100;
/** The most documents one account keeps. */
export const DEFAULT_DOCUMENT_LIMIT = 500;
/** A PNG or JPEG logo as a data URL: 300 KB of image is at most 409,600 base64 characters plus the prefix. */
export const MAX_LOGO_CHARS = 409_640;

const Kind = Type.Union([Type.Literal('invoice'), Type.Literal('receipt'), Type.Literal('work_order')], {
  errorMessage: 'The kind must be invoice, receipt or work_order.',
});

const text = (maxLength: number) =>
  Type.String({ maxLength, errorMessage: `Use at most ${maxLength} characters.` });
/** A calendar date as the date input gives it, or empty when not filled in. */
const OptionalDate = Type.String({
  pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$',
  errorMessage: 'Use a date like 2026-11-25.',
});

const Party = {
  name: text(120),
  email: text(254),
  phone: text(40),
  address: text(300),
};

const Logo = Type.Union(
  [
    Type.Null(),
    Type.String({
      maxLength: MAX_LOGO_CHARS,
      pattern: '^data:image/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$',
      errorMessage: 'The logo must be a PNG or JPEG image of at most 300 KB.',
    }),
  ],
  { errorMessage: 'The logo must be a PNG or JPEG image of at most 300 KB.' },
);

export const LineItemSchema = Type.Object(
  {
    description: text(300),
    /** Up to two decimals (1.5 hours); the browser rounds to hundredths before it works out an amount. */
    quantity: Type.Number({
      minimum: 0,
      maximum: 100_000,
      errorMessage: 'The quantity must be between 0 and 100,000.',
    }),
    unit_price_cents: Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      errorMessage: 'The unit price must be between $0 and $1,000,000.',
    }),
  },
  { $id: 'DocumentLineItem', additionalProperties: false },
);

export const DocumentContentSchema = Type.Object(
  {
    template: Type.Union([Type.Literal('classic'), Type.Literal('modern'), Type.Literal('minimal')], {
      errorMessage: 'The template must be classic, modern or minimal.',
    }),
    business: Type.Object({ ...Party, logo: Logo }, { additionalProperties: false }),
    customer: Type.Object(Party, { additionalProperties: false }),
    issue_date: OptionalDate,
    /** Invoices: when payment is due. */
    due_date: OptionalDate,
    /** Receipts: how it was paid (cash, card, check…). */
    payment_method: text(60),
    /** Work orders: where the work is done, when, and what it is. */
    site_address: text(300),
    scheduled_date: OptionalDate,
    work_description: text(2000),
    items: Type.Array(LineItemSchema, {
      maxItems: MAX_LINE_ITEMS,
      errorMessage: `A document holds at most ${MAX_LINE_ITEMS} line items.`,
    }),
    /** Tax in parts per million of the taxable amount: 8.875% is 88,750. */
    tax_rate_ppm: Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      errorMessage: 'The tax rate must be between 0% and 100%.',
    }),
    discount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')], {
      errorMessage: 'The discount is a percent or an amount.',
    }),
    /** Parts per million of the subtotal for a percent discount (10% is 100,000), cents for an amount. */
    discount_value: Type.Integer({
      minimum: 0,
      maximum: 100_000_000_000,
      errorMessage: 'The discount must be a whole, non-negative number.',
    }),
    notes: text(2000),
    terms: text(2000),
  },
  { $id: 'DocumentContent', additionalProperties: false },
);
export type DocumentContent = Static<typeof DocumentContentSchema>;

const Title = Type.String({
  minLength: 1,
  maxLength: 120,
  pattern: '\\S',
  errorMessage: 'Give the document a title of at most 120 characters.',
});
const DocumentNumber = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '\\S',
  errorMessage: 'Give the document a number of at most 40 characters.',
});

export const CreateDocumentBody = Type.Object(
  { kind: Kind, title: Title, number: DocumentNumber, content: DocumentContentSchema },
  { additionalProperties: false },
);
export type CreateDocumentInput = Static<typeof CreateDocumentBody>;

export const UpdateDocumentBody = Type.Object(
  { title: Title, number: DocumentNumber, content: DocumentContentSchema },
  { additionalProperties: false },
);
export type UpdateDocumentInput = Static<typeof UpdateDocumentBody>;

export const DocumentListQuery = Type.Object(
  {
    kind: Type.Optional(Kind),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

export const DocumentSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Kind,
    title: Type.String(),
    number: Type.String(),
    customer_name: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'DocumentSummary' },
);
export type DocumentSummary = Static<typeof DocumentSummarySchema>;

export const SavedDocumentSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Kind,
    title: Type.String(),
    number: Type.String(),
    content: DocumentContentSchema,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'SavedDocument' },
);
export type SavedDocument = Static<typeof SavedDocumentSchema>;
