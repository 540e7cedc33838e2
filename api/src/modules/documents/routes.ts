import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { ContextOptions } from '../../context.js';
import { ErrorSchema, IdParams, ListMetaSchema, listMeta } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import { ownerOfDocument } from './repository.js';
import {
  CreateDocumentBody,
  DEFAULT_DOCUMENT_LIMIT,
  DocumentListQuery,
  DocumentSummarySchema,
  SavedDocumentSchema,
  UpdateDocumentBody,
} from './schemas.js';
import {
  createDocument,
  duplicateDocument,
  getDocument,
  listOwnDocuments,
  removeDocument,
  replaceDocument,
  type DocumentRules,
} from './service.js';

export interface DocumentsOptions extends ContextOptions {
  now?: () => Date;
  /** The most documents one account keeps; DEFAULT_DOCUMENT_LIMIT unless a test lowers it. */
  documentLimit?: number;
}

const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const tags = ['documents'];
const security = [{ bearerAuth: [] }];
const One = Type.Object({ data: SavedDocumentSchema });

const documentsRoutes: FastifyPluginAsyncTypebox<DocumentsOptions> = async (app, options) => {
  const { ctx } = options;
  const rules: DocumentRules = {
    limit: options.documentLimit ?? DEFAULT_DOCUMENT_LIMIT,
    now: options.now ?? (() => new Date()),
  };
  // Someone else's document answers 404 like a missing one (admins included), so ids cannot be probed.
  const ownerOnly = access.owner((request) => ownerOfDocument(ctx.db, (request.params as { id: number }).id));

  app.get(
    '/api/documents',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: "The signed-in user's saved invoices, receipts and work orders, most recently changed first",
        security,
        querystring: DocumentListQuery,
        response: {
          200: Type.Object({ data: Type.Array(DocumentSummarySchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? 20;
      const { data, total } = await listOwnDocuments(ctx.db, currentUser(request).id, {
        kind: request.query.kind,
        page,
        perPage,
      });
      return { data, meta: listMeta(page, perPage, total) };
    },
  );

  app.post(
    '/api/documents',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: `Save a document to the account (at most ${DEFAULT_DOCUMENT_LIMIT} per account: 422 past that)`,
        security,
        body: CreateDocumentBody,
        response: { 201: One, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await createDocument(ctx.db, currentUser(request).id, request.body, rules);
      reply.code(201);
      return { data };
    },
  );

  app.get(
    '/api/documents/:id',
    {
      config: { access: ownerOnly },
      schema: {
        tags,
        summary: 'One of the signed-in user’s documents, in full',
        security,
        params: IdParams,
        response: { 200: One, ...errorResponses },
      },
    },
    async (request) => ({ data: await getDocument(ctx.db, currentUser(request).id, request.params.id) }),
  );

  app.put(
    '/api/documents/:id',
    {
      config: { access: ownerOnly },
      schema: {
        tags,
        summary: 'Replace a document’s title, number and content (its kind stays)',
        security,
        params: IdParams,
        body: UpdateDocumentBody,
        response: { 200: One, ...errorResponses },
      },
    },
    async (request) => ({
      data: await replaceDocument(ctx.db, currentUser(request).id, request.params.id, request.body, rules),
    }),
  );

  app.delete(
    '/api/documents/:id',
    {
      config: { access: ownerOnly },
      schema: {
        tags,
        summary: 'Delete a document',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeDocument(ctx.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/documents/:id/duplicate',
    {
      config: { access: ownerOnly },
      schema: {
        tags,
        summary: 'Copy a document under the next free number of its kind (counts toward the per-account cap)',
        security,
        params: IdParams,
        response: { 201: One, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await duplicateDocument(ctx.db, currentUser(request).id, request.params.id, rules);
      reply.code(201);
      return { data };
    },
  );
};

export default documentsRoutes;
