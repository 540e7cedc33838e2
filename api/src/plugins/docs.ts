import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI document generated from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
async function docsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    // Shared schemas appear under their $id (User, Role, Error) instead of def-0, def-1.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Prohive API',
        version: '0.1.0',
        description:
          'Home-services marketplace api. Errors are `{ message, errors?: { field: [text] } }`; validation failures are 422.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(docsPlugin, { name: 'prohive-docs', fastify: '5.x' });
