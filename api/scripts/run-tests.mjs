// Runs every api test file through node's test runner with tsx. Node 20's runner has no glob support,
// so the files are listed here. Arguments narrow the run: `npm test -- auth` runs files whose path has "auth".
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runnerFlags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const files = readdirSync(path.join(apiDir, 'test'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort()
  .map((file) => path.join('test', file));

if (files.length === 0) {
  console.error(`No test files match ${filters.join(', ')}`);
  process.exit(1);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', ...runnerFlags, ...files],
  { cwd: apiDir, stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
