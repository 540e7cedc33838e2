// `npm test` stage "boundaries": the api's modules are reached only through their index.ts, src/lib imports no
// module, and nothing imports in a cycle, between files or between modules (scripts/lib/apiBoundaries.ts).
import path from 'node:path';
import { REPO_ROOT } from './apps';
import { checkApiBoundaries } from './lib/apiBoundaries';

async function main(): Promise<number> {
  const { violations, moduleCycles } = await checkApiBoundaries(path.join(REPO_ROOT, 'api'));
  for (const line of violations) console.error(`  ${line}`);
  for (const cycle of moduleCycles) console.error(`  module cycle: ${cycle}`);
  const problems = violations.length + moduleCycles.length;
  console.log(
    problems === 0 ? 'api boundaries: no deep imports, no cycles' : `api boundaries: ${problems} problem(s)`,
  );
  return problems === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
