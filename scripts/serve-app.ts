// Serves one built app on one port: `tsx scripts/serve-app.ts <app> [--port N] [--dir path] [--host H]`.
// The launcher runs all of them in one process; this entry point lets a single remote be stopped, redeployed
// and started again on its own (the e2e suite does exactly that).
import path from 'node:path';
import { apiPort, distDir, findApp, portFor } from './apps';
import { startAppServer } from './serve/appServer';
import { onShutdown } from './lib/processes';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const id = args[0];
  if (!id || id.startsWith('--')) {
    throw new Error(
      'Usage: tsx scripts/serve-app.ts <shell|marketing|blog|jobs|free_tools|account|admin> [--port N] [--dir path] [--host H]',
    );
  }
  const app = findApp(id);
  const portArg = option(args, 'port');
  const port = portArg === undefined ? portFor(app) : Number(portArg);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number, got "${portArg}"`);
  const dir = option(args, 'dir');
  const server = await startAppServer({
    app,
    root: dir ? path.resolve(dir) : distDir(app),
    port,
    host: option(args, 'host') ?? process.env.HOST ?? '127.0.0.1',
    apiTarget: app.id === 'shell' ? (process.env.API_URL ?? `http://127.0.0.1:${apiPort()}`) : undefined,
  });
  console.log(`${app.id.padEnd(10)} ${server.url}`);
  onShutdown(() => server.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
