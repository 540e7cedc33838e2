// Runs every api test file through node's test runner with tsx. Node 20's runner has no glob support,
// so the files are listed here. Arguments narrow the run: `npm test -- auth` runs files whose path has "auth".
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runnerFlags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const files = readdirSync(path.join(apiDir, 'test'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .map((file) => path.join('test', file))
  // Longest first, so the two slots finish together instead of one file running alone at the end: the runner
  // starts files in this order, and a file's size is a fair guess at its run time (the property-based
  // test/fuzz.test.ts, by far the slowest, is among the largest and starts at once).
  .map((file) => ({ file, size: statSync(path.join(apiDir, file)).size }))
  .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file))
  .map(({ file }) => file);

if (files.length === 0) {
  console.error(`No test files match ${filters.join(', ')}`);
  process.exit(1);
}

// Every database-backed suite starts from a copy of one migrated template per database kind (the migrator's
// own tests still migrate for real); the run creates them first and removes them, and every PostgreSQL
// database its suites created, at the end (docs/decisions/build-and-test.md).
const runId = randomBytes(4).toString('hex');
const databases = (command) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-databases.ts', command, runId], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });

const prepared = databases('prepare');
let templateEnv = {};
if (prepared.status === 0) {
  templateEnv = JSON.parse(prepared.stdout);
} else {
  // The suites then migrate their own databases, so a broken migration is reported by every test it breaks.
  console.error('api tests: preparing the template databases failed; every suite migrates its own');
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', ...runnerFlags, ...files],
  { cwd: apiDir, stdio: 'inherit', env: { ...process.env, ...templateEnv } },
);
// Ctrl-C reaches the child through the terminal; the clean-up below still runs when it exits.
process.on('SIGINT', () => undefined);
child.on('exit', (code, signal) => {
  databases('remove');
  process.exit(code ?? (signal ? 1 : 0));
});
