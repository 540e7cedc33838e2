export { DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_TIMEOUT_MS, RUNTIME_CONFIG_URL } from './defaults';
export {
  getRuntimeConfig,
  loadRuntimeConfig,
  mergeRuntimeConfig,
  resetRuntimeConfig,
  setRuntimeConfig,
  type LoadRuntimeConfigOptions,
} from './runtimeConfig';
