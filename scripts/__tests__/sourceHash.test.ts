import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { hashSources } from '../lib/sourceHash';

describe('hashSources', () => {
  it('changes with any source file and ignores tests, builds and dependencies', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-hash-test-'));
    const write = (file: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), body);
    };
    write('app/src/index.ts', 'export const a = 1;');
    const first = hashSources(root, ['app/src']);

    write('app/src/__tests__/index.test.ts', 'test');
    write('app/src/page.test.tsx', 'test');
    write('app/src/node_modules/x/index.js', 'x');
    write('app/src/dist/main.js', 'built');
    assert.equal(hashSources(root, ['app/src']), first);

    write('app/src/index.ts', 'export const a = 2;');
    assert.notEqual(hashSources(root, ['app/src']), first);
    assert.notEqual(
      hashSources(root, ['app/src'], 'development'),
      hashSources(root, ['app/src'], 'production'),
    );
    fs.rmSync(root, { recursive: true, force: true });
  });
});
