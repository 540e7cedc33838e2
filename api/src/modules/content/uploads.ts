import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sharp from 'sharp';
import type { ContextOptions } from '../../context.js';
import { notFound } from '../../http-errors.js';
import { access } from '../../plugins/access.js';
import { renderAvatar, renderIllustration } from './illustrations.js';
import { ContentRepository } from './repository.js';
import { contentDb } from './schema.js';
import { AVATAR_SIZES, IMAGE_SIZES } from './serialize.js';

const IMAGE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:-(\d{2,4})x(\d{2,4}))?\.(svg|png)$/;
const AVATAR_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{2,3})\.svg$/;
const FileParams = Type.Object({ file: Type.String({ maxLength: 200 }) });
// Drawings only change with a deploy; a day keeps repeat visits off the api.
const CACHE_CONTROL = 'public, max-age=86400';
// An SVG opened on its own must not run anything or load anything.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const PNG_CACHE_LIMIT = 200;

/** Featured images (SVG at every advertised size, PNG at full size for Open Graph) and author avatars. */
const uploadsRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  const repository = new ContentRepository(contentDb(ctx.db));
  const allowedSizes = new Set(Object.values(IMAGE_SIZES).map(([w, h]) => `${w}x${h}`));
  const pngCache = new Map<string, Buffer>();

  app.get(
    '/blog/:file',
    {
      config: { access: access.public() },
      schema: {
        tags: ['blog'],
        summary:
          'A featured image: `{slug}.svg`, `{slug}-{w}x{h}.svg` at a size media_details lists, or `{slug}.png`',
        params: FileParams,
      },
    },
    async (request, reply) => {
      const match = IMAGE_FILE.exec(request.params.file);
      if (!match) throw notFound('No such image.');
      const [, slug = '', width, height, extension] = match;
      const sized = width !== undefined && height !== undefined;
      if (sized && (!allowedSizes.has(`${width}x${height}`) || extension === 'png'))
        throw notFound('No such image.');
      const media = await repository.mediaBySlug(slug);
      // Uploaded images are served by the uploads module (/api/uploads/{id}); only drawings live here.
      if (!media?.illustration) throw notFound('No such image.');
      const svg = renderIllustration(
        media.illustration,
        sized ? Number(width) : media.width,
        sized ? Number(height) : media.height,
      );
      if (!svg) throw notFound('No such image.');
      reply.header('cache-control', CACHE_CONTROL);
      if (extension === 'svg') {
        reply.header('content-security-policy', SVG_CSP);
        return reply.type('image/svg+xml').send(svg);
      }
      const key = `${media.illustration}@${media.width}x${media.height}`;
      let png = pngCache.get(key);
      if (!png) {
        png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
        if (pngCache.size >= PNG_CACHE_LIMIT) pngCache.delete(pngCache.keys().next().value!);
        pngCache.set(key, png);
      }
      return reply.type('image/png').send(png);
    },
  );

  app.get(
    '/avatars/:file',
    {
      config: { access: access.public() },
      schema: {
        tags: ['blog'],
        summary: 'An author avatar: `{author-slug}-{24|48|96}.svg`',
        params: FileParams,
      },
    },
    async (request, reply) => {
      const match = AVATAR_FILE.exec(request.params.file);
      const size = Number(match?.[2]);
      if (!match || !(AVATAR_SIZES as readonly number[]).includes(size)) throw notFound('No such avatar.');
      const author = await contentDb(ctx.db)
        .selectFrom('blog_authors')
        .select(['name'])
        .where('slug', '=', match[1]!)
        .executeTakeFirst();
      if (!author) throw notFound('No such avatar.');
      reply.header('cache-control', CACHE_CONTROL);
      reply.header('content-security-policy', SVG_CSP);
      return reply.type('image/svg+xml').send(renderAvatar(author.name, size));
    },
  );
};

export default uploadsRoutes;
