// docker/gateway/nginx.conf, run by the machine's nginx with the container names pointed at local servers:
// the gateway adds the security headers only where the upstream sent none.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GATEWAY_CONF, nginxBinary, upstreamServers, writeGatewayConfig } from '../cluster/nginxConf';
import { freePort } from '../lib/freePort';

const nginx = nginxBinary();

// .ci/run installs nginx, so under CI a missing binary is a failure, not a reason to skip.
if (!nginx && process.env.CI === 'true') throw new Error('nginx is not installed (apt-get install -y nginx)');

describe('the gateway', { skip: nginx ? false : 'nginx is not installed' }, () => {
  let dir: string;
  let shell: http.Server;
  let gateway: ChildProcess;
  let gatewayUrl: string;

  before(async () => {
    // The shell stand-in sends its own policy, as scripts/serve/appServer.ts does.
    shell = http.createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': "default-src 'self'; frame-ancestors 'self'",
        'x-frame-options': 'SAMEORIGIN',
      });
      response.end('<!doctype html>');
    });
    await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
    const shellPort = (shell.address() as AddressInfo).port;
    const gatewayPort = await freePort();
    const deadPort = await freePort();

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-gateway-'));
    const conf = fs.readFileSync(GATEWAY_CONF, 'utf8');
    // Only the shell answers; nothing listens on the dead port, so the gateway answers with its own 502 page.
    const addresses = Object.fromEntries(
      upstreamServers(conf).map((server) => [
        server,
        server.startsWith('shell:') ? `127.0.0.1:${shellPort}` : `127.0.0.1:${deadPort}`,
      ]),
    );
    const { args } = writeGatewayConfig(dir, addresses, `127.0.0.1:${gatewayPort}`);
    execFileSync(nginx!, ['-t', ...args], { stdio: 'ignore' });
    gateway = spawn(nginx!, args, { stdio: 'ignore' });
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await fetch(gatewayUrl);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  after(async () => {
    gateway?.kill('SIGTERM');
    await new Promise((resolve) => shell?.close(resolve));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("passes the shell's own policy through, without a second copy", async () => {
    const response = await fetch(`${gatewayUrl}/job/1`);
    assert.equal(response.status, 200);
    assert.equal(
      response.headers.get('content-security-policy'),
      "default-src 'self'; frame-ancestors 'self'",
    );
    assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN');
    // What the shell did not send, the gateway adds.
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(response.headers.get('permissions-policy') ?? '', /geolocation=\(self\)/);
  });

  it('puts its own headers on its own error pages', async () => {
    // No api upstream is running: the gateway's own JSON 503 (never nginx's bare 502), with when to come back.
    const response = await fetch(`${gatewayUrl}/api/health`);
    assert.equal(response.status, 503);
    assert.equal(response.headers.get('retry-after'), '5');
    assert.match(await response.text(), /briefly unavailable/);
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);
    assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  });
});
