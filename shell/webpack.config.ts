import { createAppConfigs, type BuildArgv, type BuildEnv } from '../scripts/webpack/createAppConfig';
import { findApp, portFor } from '../scripts/apps';
import { BASE_CSS } from '../shared/src/theme/baseCss';
import federation from './federation.config';

export default (env: BuildEnv = {}, argv: BuildArgv = {}) =>
  createAppConfigs(
    {
      appDir: __dirname,
      kind: 'host',
      federation,
      devPort: portFor(findApp('shell')),
      // The base stylesheet goes into index.html's head as plain CSS (shared/src/theme/baseCss.ts).
      templateParameters: { baseCss: BASE_CSS },
    },
    env,
    argv,
  );
