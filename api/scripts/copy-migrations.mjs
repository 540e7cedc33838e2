// The compiled migrator reads .sql files from beside itself; tsc does not copy them, so the build does.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const to = fileURLToPath(new URL('../dist/db/migrations', import.meta.url));
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
