import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, DocumentKind } from '../../db/schema.js';
import type { DocumentContent } from './schemas.js';

/** Every statement on the documents table. Each one that names a document also names its owner. */

type Db = Kysely<Database> | Transaction<Database>;

export interface DocumentRow {
  id: number;
  kind: DocumentKind;
  title: string;
  number: string;
  content: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export interface DocumentSummaryRow {
  id: number;
  kind: DocumentKind;
  title: string;
  number: string;
  customer_name: string | null;
  created_at: Date;
  updated_at: Date;
}

/** PGlite hands jsonb back parsed, node-postgres too; a string would only come from a text cast. */
function parsed(content: unknown): Record<string, unknown> {
  return typeof content === 'string' ? (JSON.parse(content) as Record<string, unknown>) : (content as never);
}

const FULL = ['id', 'kind', 'title', 'number', 'content', 'created_at', 'updated_at'] as const;

export async function ownerOfDocument(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('documents').select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id ?? null;
}

export async function findDocument(db: Db, ownerId: number, id: number): Promise<DocumentRow | null> {
  const row = await db
    .selectFrom('documents')
    .select(FULL)
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  return row ? { ...row, content: parsed(row.content) } : null;
}

/** A page of the owner's documents (optionally of one kind), most recently changed first, and their total. */
export async function listDocuments(
  db: Db,
  ownerId: number,
  kind: DocumentKind | undefined,
  page: number,
  perPage: number,
): Promise<{ rows: DocumentSummaryRow[]; total: number }> {
  let query = db.selectFrom('documents').where('user_id', '=', ownerId);
  if (kind) query = query.where('kind', '=', kind);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'kind', 'title', 'number', 'created_at', 'updated_at'])
      .select(sql<string | null>`content -> 'customer' ->> 'name'`.as('customer_name'))
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.count };
}

/**
 * Holds the owner's row until the transaction ends, so two saves racing at the cap cannot both pass the
 * count below it.
 */
export async function lockOwner(trx: Transaction<Database>, ownerId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
}

export async function countDocuments(db: Db, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The numbers the owner already gave documents of a kind (at most the per-user cap of them). */
export async function documentNumbers(db: Db, ownerId: number, kind: DocumentKind): Promise<string[]> {
  const rows = await db
    .selectFrom('documents')
    .select('number')
    .where('user_id', '=', ownerId)
    .where('kind', '=', kind)
    .execute();
  return rows.map((row) => row.number);
}

export interface DocumentFields {
  kind: DocumentKind;
  title: string;
  number: string;
  content: DocumentContent;
}

export async function insertDocument(
  db: Db,
  ownerId: number,
  fields: DocumentFields,
  now: Date,
): Promise<DocumentRow> {
  const row = await db
    .insertInto('documents')
    .values({
      user_id: ownerId,
      kind: fields.kind,
      title: fields.title,
      number: fields.number,
      content: JSON.stringify(fields.content),
      created_at: now,
      updated_at: now,
    })
    .returning(FULL)
    .executeTakeFirstOrThrow();
  return { ...row, content: parsed(row.content) };
}

export async function updateDocument(
  db: Db,
  ownerId: number,
  id: number,
  fields: Omit<DocumentFields, 'kind'>,
  now: Date,
): Promise<DocumentRow | null> {
  const row = await db
    .updateTable('documents')
    .set({
      title: fields.title,
      number: fields.number,
      content: JSON.stringify(fields.content),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .returning(FULL)
    .executeTakeFirst();
  return row ? { ...row, content: parsed(row.content) } : null;
}

export async function deleteDocument(db: Db, ownerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
