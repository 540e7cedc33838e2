import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { APPS, REPO_ROOT } from '../apps';

// webpack-cli reads webpack.config.ts only when Node can load TypeScript; `npm run build -w <app>` has no tsx
// loader unless the script adds it, so an app whose script forgets it fails outside scripts/build.ts.
describe('app package scripts', () => {
  const scriptsOf = (dir: string): Record<string, string> =>
    (
      JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;

  for (const app of APPS) {
    it(`${app.packageName} builds and watches with the TypeScript loader`, () => {
      const scripts = scriptsOf(app.dir);
      assert.equal(
        scripts.build,
        "NODE_OPTIONS='--import tsx' webpack --config webpack.config.ts --mode production",
      );
      assert.equal(
        scripts.dev,
        "NODE_OPTIONS='--import tsx' webpack --config webpack.config.ts --mode development --watch",
      );
    });
  }
});
