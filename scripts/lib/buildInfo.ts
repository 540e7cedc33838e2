// build-info.json, written next to each remote's mf-manifest.json: which build it is, when it was made and the
// contract version (shared/src/contracts/contractVersion.ts) it was built against. The shell reads it before
// running the remote and refuses another contract version (shell/src/federation/contractCheck.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { AppDefinition } from '../apps';
import { REPO_ROOT, appDir } from '../apps';

const BUILD_INFO_FILE = 'build-info.json';

interface BuildInfo {
  name: string;
  version: string;
  builtAt: string;
  contractVersion: number;
}

/** The scripts project cannot import @prohive/shared, so the constant is read from its source line. */
function contractVersion(): number {
  const source = fs.readFileSync(
    path.join(REPO_ROOT, 'shared', 'src', 'contracts', 'contractVersion.ts'),
    'utf8',
  );
  const match = /export const CONTRACT_VERSION = (\d+);/.exec(source);
  if (!match)
    throw new Error('shared/src/contracts/contractVersion.ts: CONTRACT_VERSION is not an integer literal');
  return Number(match[1]);
}

export function writeBuildInfo(outputDir: string, app: AppDefinition, builtAt = new Date()): BuildInfo {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir(app), 'package.json'), 'utf8')) as {
    version: string;
  };
  const info: BuildInfo = {
    name: app.packageName,
    version: pkg.version,
    builtAt: builtAt.toISOString(),
    contractVersion: contractVersion(),
  };
  fs.writeFileSync(path.join(outputDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}
