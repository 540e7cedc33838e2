import assert from 'node:assert/strict';
import net, { type AddressInfo, type Server, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import type { App } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { buildTestApp } from '../helpers/app.js';
import { describeOnPostgres } from '../helpers/databases.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-postgres.js';

/** A TCP proxy to PostgreSQL that the test cuts (closing every connection) and restores on the same port. */
class CuttableProxy {
  #server: Server | null = null;
  readonly #sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeOnPostgres('PostgreSQL outage and recovery', () => {
  let scratch: ScratchDatabase;
  let proxy: CuttableProxy;
  let handle: DatabaseHandle;
  let app: App;

  before(async () => {
    scratch = await createScratchDatabase();
    const direct = new URL(scratch.url);
    proxy = new CuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(scratch.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    handle = await openDatabase({ databaseUrl: viaProxy.toString(), pgliteDir: null });
    app = await buildTestApp(handle);
  });
  after(async () => {
    await app.close();
    await handle.close();
    await proxy.cut();
    await scratch.drop();
  });

  test('while PostgreSQL is unreachable the api answers 503, and it recovers by itself once it is back', async () => {
    assert.equal((await app.inject({ url: '/api/ready' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/api/service-categories' })).statusCode, 200);

    await proxy.cut();
    const ready = await app.inject({ url: '/api/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json<{ message: string }>().message, 'The database is not reachable.');
    const data = await app.inject({ url: '/api/providers' });
    assert.equal(data.statusCode, 503);
    assert.ok(data.headers['retry-after']);
    // Liveness does not touch the database: an orchestrator must not restart a replica for PostgreSQL's outage.
    assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);

    await proxy.open();
    await eventually(async () => (await app.inject({ url: '/api/ready' })).statusCode === 200);
    assert.equal((await app.inject({ url: '/api/providers' })).statusCode, 200);
  });
});
