// Runs after the async boundary in index.ts, once Module Federation has settled the shared singletons.
import { yieldToMain } from './startup/yieldToMain';

/**
 * The site's code is evaluated a library at a time, with a pause between, rather than in one go: evaluating
 * react-dom, the shared singleton (store, api slice, router) and styled-components together was one task of
 * ~200 ms on a phone (4× slower CPU), during which a tap on the server-rendered page went unanswered. The
 * modules are already downloaded (they are in this chunk's dependencies); only their evaluation is spread out.
 */
async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@prohive/shared');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@prohive/ui');
  await yieldToMain();
  const { startShell } = await import(/* webpackMode: "eager" */ './startShell');
  await yieldToMain();
  await startShell();
}

void start();
