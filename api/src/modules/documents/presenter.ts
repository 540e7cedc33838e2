import type { DocumentRow, DocumentSummaryRow } from './repository.js';
import type { DocumentContent, DocumentSummary, SavedDocument } from './schemas.js';

export function toSavedDocument(row: DocumentRow): SavedDocument {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    number: row.number,
    // Validated against DocumentContentSchema on the way in; the response schema checks it on the way out.
    content: row.content as DocumentContent,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toDocumentSummary(row: DocumentSummaryRow): DocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    number: row.number,
    customer_name: row.customer_name ?? '',
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
