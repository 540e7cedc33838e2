import { createAppConfigs, type BuildArgv, type BuildEnv } from '../scripts/webpack/createAppConfig';
import { findApp, portFor } from '../scripts/apps';
import federation from './federation.config';

export default (env: BuildEnv = {}, argv: BuildArgv = {}) =>
  createAppConfigs(
    { appDir: __dirname, kind: 'remote', federation, devPort: portFor(findApp('marketing')) },
    env,
    argv,
  );
