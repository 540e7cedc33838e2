import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../startup/yieldToMain';

/**
 * Build-time runtime plugin of the browser's shell (shell/federation.config.ts): every shared module's load
 * continues in a task of its own. Start-up asks for all of them at once (React, react-dom, styled-components,
 * @prohive/shared, the UI kit…), and resolving each against the share scope (semver ranges) and inserting its
 * chunk's script ran as one task of 100–350 ms on a phone-speed CPU, while the server-rendered page could
 * already be tapped. Nothing is waited for: the loads still start together, only their work is interleaved
 * with the browser's. The server's runtime does not get this plugin.
 */
export default function yieldBetweenSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'prohive-yield-between-shares',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
  };
}
