import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/**
 * Walks EVERY /api/admin route the OpenAPI document lists (so a route added later is covered without editing
 * this file): strangers get 401, customers and providers 403, admins never 401/403/500.
 */
describeEachDatabase('every /api/admin route refuses non-admins', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  function adminOperations(): { method: Method; url: string; payload?: object }[] {
    const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/admin')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const upper = method.toUpperCase() as Method;
        if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(upper)) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const hasBody = operation.requestBody !== undefined;
        operations.push({ method: upper, url, ...(hasBody ? { payload: {} } : {}) });
      }
    }
    return operations;
  }

  test('anonymous 401, customer and provider 403, admin and Supreme Admin allowed', async () => {
    const operations = adminOperations();
    assert.ok(operations.length >= 25, `found ${operations.length} admin operations`);
    const customer = await createUser(suite.handle.db, { roleId: 3 });
    const provider = await createUser(suite.handle.db, { roleId: 4 });
    const admin = await createUser(suite.handle.db, { roleId: 1 });
    const supreme = await createUser(suite.handle.db, { roleId: 2 });
    const headers = {
      customer: await bearerFor(app, customer),
      provider: await bearerFor(app, provider),
      admin: await bearerFor(app, admin),
      supreme: await bearerFor(app, supreme),
    };
    for (const operation of operations) {
      const label = `${operation.method} ${operation.url}`;
      const anonymous = await app.inject(operation);
      assert.equal(anonymous.statusCode, 401, `${label} anonymous: ${anonymous.body}`);
      for (const who of ['customer', 'provider'] as const) {
        const response = await app.inject({ ...operation, headers: headers[who] });
        assert.equal(response.statusCode, 403, `${label} ${who}: ${response.body}`);
      }
      for (const who of ['admin', 'supreme'] as const) {
        const response = await app.inject({ ...operation, headers: headers[who] });
        assert.ok(
          ![401, 403].includes(response.statusCode) && response.statusCode < 500,
          `${label} ${who}: ${response.statusCode} ${response.body}`,
        );
      }
    }
  });
});
