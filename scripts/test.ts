// `npm test`: every check the project has, in order, stopping at the first failure. Ends with one line
// "N passed, N failed[, N skipped]" counting the stages. `--only lint,unit` runs just those stages.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps';
import { run } from './lib/processes';

interface Stage {
  id: string;
  title: string;
  command: string;
  args: string[];
}

/** Node 20's test runner takes files, not globs. */
function scriptTests(): string[] {
  const dir = path.join('scripts', '__tests__');
  return fs
    .readdirSync(path.join(REPO_ROOT, dir))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

const STAGES: readonly Stage[] = [
  { id: 'typecheck', title: 'Typecheck (tsc -b)', command: 'npx', args: ['tsc', '-b'] },
  { id: 'lint', title: 'Lint (eslint)', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  {
    id: 'knip',
    title: 'Unused files, exports and dependencies (knip)',
    command: 'npx',
    args: ['knip', '--no-progress'],
  },
  {
    id: 'boundaries',
    title: 'Api module boundaries and cycles (dependency-cruiser)',
    command: 'npx',
    args: ['tsx', 'scripts/api-boundaries.ts'],
  },
  {
    id: 'format',
    title: 'Formatting (prettier --check)',
    command: 'npx',
    args: ['prettier', '--check', '.'],
  },
  {
    id: 'contract',
    title: 'Generated api types match the api (api:types --check)',
    command: 'npx',
    args: ['tsx', 'scripts/api-types.ts', '--check'],
  },
  { id: 'unit', title: 'Unit and component tests (jest)', command: 'npx', args: ['jest', '--ci'] },
  {
    id: 'scripts',
    title: 'Build and server scripts tests (node --test)',
    command: 'node',
    args: ['--import', 'tsx', '--test', ...scriptTests()],
  },
  {
    id: 'api',
    title: 'API tests (PGlite and PostgreSQL)',
    command: 'npm',
    args: ['test', '-w', '@prohive/api'],
  },
  {
    id: 'build',
    title: 'Production build (all apps + api)',
    command: 'npx',
    args: ['tsx', 'scripts/build.ts'],
  },
  {
    id: 'budget',
    title: 'JavaScript budget for a first visit',
    command: 'npx',
    args: ['tsx', 'scripts/bench.ts', '--check'],
  },
  {
    // nginx + two api replicas on a PostgreSQL of its own and Redis: realtime across replicas, shared limits, a
    // remote deployed and rolled back, PostgreSQL restarted, a replica drained and one killed under load
    // (~55-65 s on a loaded machine); then Chromium through the gateway across a deploy, a rollback and an
    // incompatible remote (cluster-browser.test.ts, ~50 s). One file at a time: each starts its own cluster.
    // Skips without nginx/PostgreSQL binaries/Redis/a build, fails under CI.
    id: 'cluster',
    title: 'Local production topology (gateway, replicas, remote delivery)',
    command: 'node',
    args: [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      'scripts/cluster/__tests__/cluster.test.ts',
      'scripts/cluster/__tests__/cluster-browser.test.ts',
    ],
  },
  {
    id: 'e2e',
    title: 'End-to-end (Playwright, composed site)',
    command: 'npm',
    args: ['run', 'e2e', '-w', '@prohive/e2e'],
  },
];

function selectedStages(args: string[]): readonly Stage[] {
  const index = args.indexOf('--only');
  if (index === -1) return STAGES;
  const wanted = (args[index + 1] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = wanted.filter((id) => !STAGES.some((stage) => stage.id === id));
  if (wanted.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only takes stage ids separated by commas: ${STAGES.map((stage) => stage.id).join(', ')}`,
    );
  }
  return STAGES.filter((stage) => wanted.includes(stage.id));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const stages = selectedStages(process.argv.slice(2));
  const results: Array<{ stage: Stage; ok: boolean; ms: number }> = [];
  for (const [index, stage] of stages.entries()) {
    console.log(
      `\n━━━ [${index + 1}/${stages.length}] ${stage.title} ━━━  ${stage.command} ${stage.args.join(' ')}`,
    );
    const started = Date.now();
    const code = await run(stage.command, stage.args, {
      cwd: REPO_ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const ms = Date.now() - started;
    results.push({ stage, ok: code === 0, ms });
    console.log(
      `${code === 0 ? '✓' : '✗'} ${stage.title}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`,
    );
    if (code !== 0) break;
  }

  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  const skipped = stages.length - results.length;
  console.log('\nSummary:');
  for (const { stage, ok, ms } of results)
    console.log(`  ${ok ? '✓' : '✗'} ${stage.title.padEnd(46)} ${seconds(ms)}`);
  for (const stage of stages.slice(results.length)) console.log(`  - ${stage.title.padEnd(46)} not run`);
  console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
