import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context.js';
import type { UploadPurpose } from '../../db/schema.js';
import { HttpError, notFound, validationFailed } from '../../http-errors.js';
import { runPeriodically } from '../../periodic-task.js';
import { access, currentUser } from '../../plugins/access.js';
import { isAdmin, optionalViewer } from '../../plugins/optional-viewer.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { ImageRejected, processImage } from './processing.js';
import {
  asBuffer,
  deleteUnattachedUploads,
  photoOf,
  UNATTACHED_GRACE_MS,
  UPLOAD_PURPOSES,
  uploadsInLastDay,
} from './repository.js';
import { isImageType, sniffType } from './sniff.js';

const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 8 * MB;
export const MAX_PDF_BYTES = 10 * MB;
/** Uploads per user per rolling 24 hours: generous for real use, a ceiling for a script filling the database. */
export const DAILY_UPLOAD_LIMIT = 200;

export const TOO_BIG_IMAGE = 'The file is larger than 8 MB.';
export const TOO_BIG_PDF = 'The file is larger than 10 MB.';
export const IMAGES_ONLY = 'Only JPEG, PNG or WebP images are accepted.';
export const IMAGES_OR_PDF = 'Only JPEG, PNG or WebP images or PDF documents are accepted.';
const PURPOSE_MESSAGE =
  'The purpose must be one of job_photo, avatar, provider_photo, certificate, message_photo or blog_image.';
/** Who may upload for each purpose beyond any signed-in user: blog images are the blog authors' (admins'). */
const PURPOSE_PERMISSION: Partial<Record<UploadPurpose, string>> = { blog_image: 'content.manage' };

const UploadIdParams = Type.Object(
  { id: Type.String({ format: 'uuid', errorMessage: 'The upload id is invalid.' }) },
  { additionalProperties: false },
);

const UploadedSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  thumb_url: Type.Union([Type.String(), Type.Null()], { description: 'null for PDF documents' }),
  purpose: Type.String(),
  content_type: Type.String(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  byte_size: Type.Integer(),
});

interface ReceivedForm {
  purpose: string | null;
  file: Buffer | null;
  fileTooLarge: boolean;
}

function isMultipartLimit(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  );
}

/** Reads the form in whatever order the client sent its parts; only one file is accepted. */
async function receiveForm(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { purpose: null, file: null, fileTooLarge: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          part.file.resume();
          continue;
        }
        form.file = await part.toBuffer();
      } else if (part.fieldname === 'purpose' && typeof part.value === 'string') {
        form.purpose = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      form.fileTooLarge = true;
      return form;
    }
    if (isMultipartLimit(error)) throw new HttpError(413, 'Send one file and the purpose field only.');
    // A truncated or malformed multipart body is the client's to fix.
    throw new HttpError(400, 'The upload form could not be read. Send it as multipart/form-data.');
  }
  return form;
}

function isPurpose(value: string | null): value is UploadPurpose {
  return value !== null && (UPLOAD_PURPOSES as readonly string[]).includes(value);
}

function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: Uint8Array,
  contentType: string,
  etag: string,
  publicCache: boolean,
) {
  // Stored bytes never change under an id, so a public file may be cached for a year without revalidating.
  reply
    .header('etag', etag)
    .header('cache-control', publicCache ? 'public, max-age=31536000, immutable' : 'private, no-cache')
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (contentType === 'application/pdf') {
    // A PDF is offered as a document, never run inside the api origin.
    reply.header('content-disposition', 'inline; filename="certificate.pdf"');
    reply.header('content-security-policy', "sandbox; default-src 'none'");
  }
  return reply.type(contentType).send(asBuffer(bytes));
}

export interface UploadsOptions extends ContextOptions {
  now?: () => Date;
  /** How often unattached uploads are swept; 0 turns the sweep off (tests run it directly). */
  unattachedSweepMs?: number;
}

const DEFAULT_UNATTACHED_SWEEP_MS = 60 * 60_000;

const uploadsRoutes: FastifyPluginAsyncTypebox<UploadsOptions> = async (app, options) => {
  const { ctx } = options;
  const now = options.now ?? (() => new Date());
  runPeriodically(app, {
    name: 'unattached uploads sweep',
    exclusiveOn: ctx,
    everyMs: options.unattachedSweepMs ?? DEFAULT_UNATTACHED_SWEEP_MS,
    run: () => deleteUnattachedUploads(ctx.db, new Date(now().getTime() - UNATTACHED_GRACE_MS)),
  });

  // Registered in this plugin only: multipart bodies are accepted by POST /api/uploads and nowhere else.
  await app.register(multipart, {
    limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 200, headerPairs: 50 },
  });

  app.post(
    '/api/uploads',
    {
      config: { access: access.signedIn() },
      bodyLimit: MAX_PDF_BYTES + MB,
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a photo or document (multipart/form-data: purpose = job_photo | avatar | provider_photo | certificate | message_photo | blog_image, file); blog_image needs content.manage (admins), else 403. ' +
          'Images (JPEG, PNG, WebP, ≤ 8 MB) are re-encoded to WebP at most 1600 px with a 320 px thumbnail and no metadata; ' +
          'certificates may also be PDF (≤ 10 MB). 200 uploads per user per day.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: {
          201: Type.Object({ data: UploadedSchema }),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the upload as multipart/form-data with the fields purpose and file.');
      }
      if ((await uploadsInLastDay(ctx.db, user.id)) >= DAILY_UPLOAD_LIMIT) {
        throw new HttpError(
          429,
          `You have reached the limit of ${DAILY_UPLOAD_LIMIT} uploads per day. Please try again tomorrow.`,
          undefined,
          { 'retry-after': '3600' },
        );
      }

      const form = await receiveForm(request);
      const errors: Record<string, string[]> = {};
      if (!isPurpose(form.purpose)) errors.purpose = [PURPOSE_MESSAGE];
      if (form.fileTooLarge) {
        throw new HttpError(413, form.purpose === 'certificate' ? TOO_BIG_PDF : TOO_BIG_IMAGE, {
          file: [form.purpose === 'certificate' ? TOO_BIG_PDF : TOO_BIG_IMAGE],
        });
      }
      if (!form.file || form.file.length === 0) errors.file = ['Choose a file to upload.'];
      if (Object.keys(errors).length > 0 || !form.file || !isPurpose(form.purpose))
        throw validationFailed(errors);
      const purpose = form.purpose;
      const file = form.file;
      const needed = PURPOSE_PERMISSION[purpose];
      if (needed && !user.permissions.includes(needed)) {
        throw new HttpError(403, 'Only blog authors can upload blog images.');
      }

      const sniffed = sniffType(file);
      const allowsPdf = purpose === 'certificate';
      if (!sniffed || (!allowsPdf && !isImageType(sniffed))) {
        const message = allowsPdf ? IMAGES_OR_PDF : IMAGES_ONLY;
        throw new HttpError(415, message, { file: [message] });
      }
      if (isImageType(sniffed) && file.length > MAX_IMAGE_BYTES) {
        throw new HttpError(413, TOO_BIG_IMAGE, { file: [TOO_BIG_IMAGE] });
      }

      let stored: { data: Buffer; thumb: Buffer | null; width: number | null; height: number | null };
      if (isImageType(sniffed)) {
        try {
          stored = await processImage(file);
        } catch (error) {
          if (error instanceof ImageRejected) throw validationFailed({ file: [error.message] });
          throw error;
        }
      } else {
        stored = { data: file, thumb: null, width: null, height: null };
      }
      const contentType = sniffed === 'application/pdf' ? 'application/pdf' : 'image/webp';

      const id = randomUUID();
      await ctx.db
        .insertInto('uploads')
        .values({
          id,
          user_id: user.id,
          purpose,
          content_type: contentType,
          byte_size: stored.data.length,
          width: stored.width,
          height: stored.height,
          data: stored.data,
          thumb_data: stored.thumb,
          sha256: createHash('sha256').update(stored.data).digest('hex'),
        })
        .execute();

      const photo = photoOf(id);
      reply.code(201);
      return {
        data: {
          ...photo,
          thumb_url: stored.thumb ? photo.thumb_url : null,
          purpose,
          content_type: contentType,
          width: stored.width,
          height: stored.height,
          byte_size: stored.data.length,
        },
      };
    },
  );

  const serve = (variant: 'full' | 'thumb') =>
    async function serveUpload(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
      const row = await ctx.db
        .selectFrom('uploads')
        .select(['user_id', 'purpose', 'content_type', 'sha256'])
        .select(variant === 'full' ? 'data' : 'thumb_data as data')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('File not found.');
      const isPrivate = row.purpose === 'certificate';
      if (isPrivate) {
        // Certificates are identity documents: only their owner and administrators may read them, and a
        // stranger cannot tell one exists.
        const viewer = await optionalViewer(request, ctx);
        if (!viewer || (viewer.id !== row.user_id && !isAdmin(viewer))) throw notFound('File not found.');
      }
      if (!row.data) throw notFound('This upload has no thumbnail.');
      const contentType = variant === 'thumb' ? 'image/webp' : row.content_type;
      const etag = `"${row.sha256.slice(0, 32)}${variant === 'thumb' ? '-t' : ''}"`;
      return sendStored(request, reply, row.data, contentType, etag, !isPrivate);
    };

  const serveSchema = (summary: string) => ({
    tags: ['uploads'],
    summary,
    params: UploadIdParams,
    response: { 404: ErrorSchema, 422: ErrorSchema },
  });

  app.get(
    '/api/uploads/:id',
    {
      config: { access: access.public() },
      schema: serveSchema(
        'An uploaded file (cached for a year, ETag). Certificates only to their owner and administrators (bearer token).',
      ),
    },
    serve('full'),
  );
  app.get(
    '/api/uploads/:id/thumb',
    {
      config: { access: access.public() },
      schema: serveSchema('The 320 px WebP thumbnail of an uploaded image'),
    },
    serve('thumb'),
  );
};

export default uploadsRoutes;
