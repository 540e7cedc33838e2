import type { Kysely } from 'kysely';
import type { Database, DocumentKind } from '../../db/schema.js';
import { HttpError, notFound, validationFailed } from '../../http-errors.js';
import { nextDocumentNumber } from './numbering.js';
import { toDocumentSummary, toSavedDocument } from './presenter.js';
import {
  countDocuments,
  deleteDocument,
  documentNumbers,
  findDocument,
  insertDocument,
  listDocuments,
  lockOwner,
  updateDocument,
  type DocumentFields,
} from './repository.js';
import type {
  CreateDocumentInput,
  DocumentContent,
  DocumentSummary,
  SavedDocument,
  UpdateDocumentInput,
} from './schemas.js';

/** A percent discount is in parts per million: more than 100% would make the taxable amount negative. */
const WHOLE_PPM = 1_000_000;

export interface DocumentRules {
  /** The most documents one account keeps (DEFAULT_DOCUMENT_LIMIT unless a test sets it). */
  limit: number;
  now: () => Date;
}

const documentNotFound = () => notFound('Document not found.');

/** The rules JSON Schema cannot state: a percent discount of at most 100%. */
function checkContent(content: DocumentContent): void {
  if (content.discount_type === 'percent' && content.discount_value > WHOLE_PPM) {
    throw validationFailed({ 'content.discount_value': ['A percent discount is at most 100%.'] });
  }
}

function cleaned<T extends { title: string; number: string; content: DocumentContent }>(input: T): T {
  checkContent(input.content);
  return { ...input, title: input.title.trim(), number: input.number.trim() };
}

function limitReached(limit: number): HttpError {
  return new HttpError(
    422,
    `You can keep up to ${limit} documents in your account. Delete some you no longer need to save more.`,
    { documents: [`At most ${limit} documents.`] },
  );
}

/** Inserts under the owner's row lock, so the cap holds however many saves race. */
async function insertWithinLimit(
  db: Kysely<Database>,
  ownerId: number,
  rules: DocumentRules,
  fields: (numbers: (kind: DocumentKind) => Promise<string[]>) => Promise<DocumentFields>,
): Promise<SavedDocument> {
  const row = await db.transaction().execute(async (trx) => {
    await lockOwner(trx, ownerId);
    if ((await countDocuments(trx, ownerId)) >= rules.limit) throw limitReached(rules.limit);
    const values = await fields((kind) => documentNumbers(trx, ownerId, kind));
    return insertDocument(trx, ownerId, values, rules.now());
  });
  return toSavedDocument(row);
}

export function createDocument(
  db: Kysely<Database>,
  ownerId: number,
  input: CreateDocumentInput,
  rules: DocumentRules,
): Promise<SavedDocument> {
  const fields = cleaned(input);
  return insertWithinLimit(db, ownerId, rules, async () => fields);
}

export async function getDocument(db: Kysely<Database>, ownerId: number, id: number): Promise<SavedDocument> {
  const row = await findDocument(db, ownerId, id);
  if (!row) throw documentNotFound();
  return toSavedDocument(row);
}

export async function listOwnDocuments(
  db: Kysely<Database>,
  ownerId: number,
  query: { kind?: DocumentKind; page: number; perPage: number },
): Promise<{ data: DocumentSummary[]; total: number }> {
  const { rows, total } = await listDocuments(db, ownerId, query.kind, query.page, query.perPage);
  return { data: rows.map(toDocumentSummary), total };
}

export async function replaceDocument(
  db: Kysely<Database>,
  ownerId: number,
  id: number,
  input: UpdateDocumentInput,
  rules: DocumentRules,
): Promise<SavedDocument> {
  const row = await updateDocument(db, ownerId, id, cleaned(input), rules.now());
  if (!row) throw documentNotFound();
  return toSavedDocument(row);
}

export async function removeDocument(db: Kysely<Database>, ownerId: number, id: number): Promise<void> {
  if (!(await deleteDocument(db, ownerId, id))) throw documentNotFound();
}

/**
 * A copy to start the next document from: same content, "(copy)" on the title, and the next free number of
 * its kind (one past the highest the owner has with the same prefix), so two documents never share a number by
 * accident.
 */
export async function duplicateDocument(
  db: Kysely<Database>,
  ownerId: number,
  id: number,
  rules: DocumentRules,
): Promise<SavedDocument> {
  const source = await findDocument(db, ownerId, id);
  if (!source) throw documentNotFound();
  const suffix = ' (copy)';
  return insertWithinLimit(db, ownerId, rules, async (numbers) => ({
    kind: source.kind,
    title: `${source.title.slice(0, 120 - suffix.length)}${suffix}`,
    number: nextDocumentNumber(source.number, await numbers(source.kind)).slice(0, 40),
    content: source.content as DocumentContent,
  }));
}
