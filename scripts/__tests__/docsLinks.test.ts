import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  extractLinks,
  findBrokenDocCitations,
  findBrokenLinks,
  headingAnchors,
  trackedDocsAndSources,
  trackedMarkdownFiles,
} from '../lib/markdownLinks';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

function fakeRepo(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-docs-links-'));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), body);
  }
  return root;
}

describe('relative links in Markdown', () => {
  it('finds inline, image and reference links, but not paths shown as code', () => {
    const markdown = [
      'See [the api](api/README.md) and ![a chart](docs/chart.png "Chart").',
      'A [`code` label](docs/x.md#part) and `[not](a-link.md)`; see `../shared/spec.md` and `src/x.ts`.',
      '[ref]: docs/reference.md',
      '```',
      '[inside](a-fence.md)',
      '```',
    ].join('\n');
    assert.deepEqual(extractLinks(markdown), [
      { target: 'api/README.md', line: 1 },
      { target: 'docs/chart.png', line: 1 },
      { target: '../shared/spec.md', line: 2, asCode: true },
      { target: 'docs/x.md#part', line: 2 },
      { target: 'docs/reference.md', line: 3 },
    ]);
  });

  it('gives headings the anchors GitHub gives them', () => {
    const anchors = headingAnchors(
      '# Decisions\n## Payments (plans, checkout, Stripe test mode)\n### 3. `Migrator` & ledger\n## Payments (plans, checkout, Stripe test mode)\n',
    );
    assert.deepEqual(
      [...anchors],
      [
        'decisions',
        'payments-plans-checkout-stripe-test-mode',
        '3-migrator--ledger',
        'payments-plans-checkout-stripe-test-mode-1',
      ],
    );
  });

  it('reports a link outside the repository, a missing file and a missing heading', () => {
    const root = fakeRepo({
      'README.md': [
        'Spec: [spec](../shared/spec/marketplace-spec.md), built to `../shared/docs/architecture.md`.',
        'Fine: [docs](docs/decisions.md), [part](docs/decisions.md#two-parts), [site](https://example.com).',
        'Gone: [old](docs/decisions-api.md) and [part](docs/decisions.md#three).',
        'Here: [top](#prohive).',
      ].join('\n'),
      'docs/decisions.md':
        '# Decisions\n## Two parts\nBack [home](../README.md#prohive); `../README.md` is in the repository.\n',
    });
    const found = findBrokenLinks(root, ['README.md', 'docs/decisions.md']);
    assert.deepEqual(
      found.map(({ file, line, target, reason }) => `${file}:${line} ${target} ${reason}`),
      [
        'README.md:1 ../shared/docs/architecture.md points outside the repository',
        'README.md:1 ../shared/spec/marketplace-spec.md points outside the repository',
        'README.md:3 docs/decisions-api.md no such file',
        'README.md:3 docs/decisions.md#three no heading with the anchor #three',
        'README.md:4 #prohive no heading with the anchor #prohive',
        'docs/decisions.md:3 ../README.md#prohive no heading with the anchor #prohive',
      ],
    );
  });

  it('every tracked Markdown file of this repository links only to what a clone has', () => {
    const files = trackedMarkdownFiles(REPO_ROOT);
    assert.ok(files.includes('README.md') && files.includes('docs/decisions.md'), 'the docs are found');
    const broken = findBrokenLinks(REPO_ROOT, files);
    assert.deepEqual(
      broken.map(({ file, line, target, reason }) => `${file}:${line} → ${target}: ${reason}`),
      [],
    );
  });

  it('reports a cited doc that does not exist and a cited decision section that does not', () => {
    const root = fakeRepo({
      'docs/decisions/api.md': '# Api\n## Group\n### 1. One\n### 2. Two\n',
      'api/src/limits.ts': [
        '// Why: docs/decisions/api.md §2, and [the record](docs/decisions/api.md) §1–§2.',
        '// Moved: docs/decisions-api.md §6; gone: docs/decisions/api.md §7.',
      ].join('\n'),
    });
    const found = findBrokenDocCitations(root, ['api/src/limits.ts', 'docs/decisions/api.md']);
    assert.deepEqual(
      found.map(({ file, line, target, reason }) => `${file}:${line} ${target} ${reason}`),
      [
        'api/src/limits.ts:2 docs/decisions-api.md no such file',
        'api/src/limits.ts:2 docs/decisions/api.md §7 no such section',
      ],
    );
  });

  it('every doc and decision section cited in this repository exists', () => {
    // This file's fixtures cite missing docs on purpose.
    const thisFile = path.relative(REPO_ROOT, __filename);
    const files = trackedDocsAndSources(REPO_ROOT).filter((file) => file !== thisFile);
    assert.ok(files.includes('jest.config.js'), 'sources are found');
    const broken = findBrokenDocCitations(REPO_ROOT, files);
    assert.deepEqual(
      broken.map(({ file, line, target, reason }) => `${file}:${line} → ${target}: ${reason}`),
      [],
    );
  });
});
