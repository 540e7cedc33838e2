// `prepare <run>`: migrates the run's template databases and prints the environment the test processes need
// (JSON on stdout). `remove <run>`: drops the run's PostgreSQL databases and the PGlite template.
// scripts/run-tests.mjs runs both around the test files.
import {
  POSTGRES_ADMIN_URL,
  prepareTemplates,
  probePostgres,
  removeTemplates,
} from '../test/helpers/database-templates.js';

const [command, runId] = process.argv.slice(2);
if ((command !== 'prepare' && command !== 'remove') || !runId) {
  console.error('usage: test-databases.ts prepare|remove <run id>');
  process.exit(2);
}
const reachable = (await probePostgres()) === null;
if (command === 'prepare') {
  const started = Date.now();
  const env = await prepareTemplates(POSTGRES_ADMIN_URL, runId, reachable);
  console.error(`api tests: migrated templates in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.stdout.write(JSON.stringify(env));
} else {
  const started = Date.now();
  const dropped = await removeTemplates(POSTGRES_ADMIN_URL, runId, reachable);
  console.error(
    `api tests: dropped the run's ${dropped} PostgreSQL databases in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
