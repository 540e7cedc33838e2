import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  siteOrigins: string[];
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    // The site (another port on the same host) loads api resources; same-site keeps other sites out.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The api is served over plain http in development and behind TLS termination elsewhere; upgrading the
    // docs page's own script requests to https would break it on http.
    contentSecurityPolicy: { useDefaults: true, directives: { upgradeInsecureRequests: null } },
  });
  await app.register(cors, {
    // Only the configured site origins; requests from any other origin get no CORS headers.
    origin: options.siteOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id', 'Last-Event-ID'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'X-Served-By'],
    // The product sends no cookies (spec §7); tokens travel in the Authorization header.
    credentials: false,
    maxAge: 600,
  });
}

export default fp(securityPlugin, { name: 'prohive-security', fastify: '5.x' });
