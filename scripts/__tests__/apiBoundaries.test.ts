import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO_ROOT } from '../apps';
import { checkApiBoundaries, cyclesOf } from '../lib/apiBoundaries';

/** A miniature api folder with the real rules, holding the given source files. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'prohive-boundaries-'));
  copyFileSync(
    path.join(REPO_ROOT, 'api', '.dependency-cruiser.cjs'),
    path.join(dir, '.dependency-cruiser.cjs'),
  );
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }),
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const made: string[] = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('api boundaries', () => {
  it('the api itself has no deep imports between modules and no cycles', async () => {
    const report = await checkApiBoundaries(path.join(REPO_ROOT, 'api'));
    assert.deepEqual(report, { violations: [], moduleCycles: [] });
  });

  it("reports an import of another module's file, and two modules that need each other", async () => {
    const dir = fixture({
      'src/modules/jobs/index.ts': "export { job } from './service.js';\n",
      // Deep import: bids' repository instead of its index.
      'src/modules/jobs/service.ts':
        "import { bid } from '../bids/repository.js';\nexport const job = () => bid();\n",
      'src/modules/bids/index.ts':
        "export { bid } from './repository.js';\nexport { other } from './other.js';\n",
      'src/modules/bids/repository.ts': 'export const bid = () => 1;\n',
      // Through the public face, but back to jobs: a cycle between modules with no cycle between files.
      'src/modules/bids/other.ts':
        "import { job } from '../jobs/index.js';\nexport const other = () => job();\n",
      // lib must not reach into a module.
      'src/lib/helper.ts':
        "import { bid } from '../modules/bids/index.js';\nexport const helper = () => bid();\n",
    });
    made.push(dir);
    const report = await checkApiBoundaries(dir);
    assert.ok(
      report.violations.includes(
        'module-public-face: src/modules/jobs/service.ts → src/modules/bids/repository.ts',
      ),
      report.violations.join('\n'),
    );
    assert.ok(report.violations.includes('lib-is-a-leaf: src/lib/helper.ts → src/modules/bids/index.ts'));
    assert.deepEqual(report.moduleCycles, ['bids ⇄ jobs']);
  });

  it('finds every module of a longer cycle once', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
    ]);
    assert.deepEqual(cyclesOf(graph), ['a ⇄ b ⇄ c']);
  });
});
