export { mountStandaloneRemote, type StandaloneRemoteOptions } from './mountStandaloneRemote';
