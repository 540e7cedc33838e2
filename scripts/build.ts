// `npm run build`: production builds of the shell, the six remotes (two at a time: this machine has two
// cores) and the api. `--only shell,blog` builds just those apps; `--no-api` skips the api.
import { APPS, findApp } from './apps';
import { buildApps } from './lib/buildApps';
import { run } from './lib/processes';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex === -1 ? undefined : args[onlyIndex + 1];
  const apps = only ? only.split(',').map((id) => findApp(id.trim())) : APPS;
  const withApi = !args.includes('--no-api') && !only;

  const started = Date.now();
  console.log(`Building ${apps.map((app) => app.id).join(', ')}${withApi ? ' and the api' : ''}`);
  await buildApps(apps, 'production');
  if (withApi) {
    console.log('  building api…');
    const code = await run('npm', ['run', 'build', '-w', '@prohive/api']);
    if (code !== 0) throw new Error(`api build failed (exit ${code})`);
  }
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
