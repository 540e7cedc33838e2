// `npm run profile:page -- <path>`: what keeps a page's main thread busy while it starts, on a phone. Loads the
// page in Debian's Chromium against the built site (server-rendered unless --ssr off) with a phone's screen
// and user agent and the CPU slowed 4× (Lighthouse's mobile preset), records a trace and a CPU profile, and
// prints every task over 50 ms with the functions (source-mapped through the build's .map files) that took
// its time. Lighthouse says how much blocking time there is; this says where it comes from.
//   --rate N      CPU slowdown (default 4)
//   --desktop     a desktop viewport and user agent instead of a phone
//   --ssr off     the client-only site
//   --top N       functions per task (default 12)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { APPS, distDir, type AppId } from './apps';
import { launchOptions, stubThirdParties } from './lib/browser';
import { startComposedSite } from './lib/composedSite';
import {
  blockingTimeMs,
  longTaskBreakdown,
  type CpuProfile,
  type ProfileNode,
  type TraceTask,
} from './lib/longTasks';

const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/**
 * Names a profile frame by its original source position, through the source map of the built file it ran
 * from (the app is told by the port that served it: every remote has a `remoteEntry.js`).
 */
function sourceMappedNames(ports: Record<AppId, number>): (frame: ProfileNode['callFrame']) => string {
  const appOnPort = new Map(APPS.map((app) => [ports[app.id], app]));
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerFor = (url: URL): SourceMapConsumer | null => {
    const app = appOnPort.get(Number(url.port));
    if (!app) return null;
    const map = path.join(distDir(app), `${path.basename(url.pathname)}.map`);
    if (!consumers.has(map)) {
      consumers.set(
        map,
        fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null,
      );
    }
    return consumers.get(map)!;
  };
  return (frame) => {
    if (!frame.url.startsWith('http')) return frame.functionName || '(native)';
    const url = new URL(frame.url);
    const file = path.basename(url.pathname);
    const consumer = consumerFor(url);
    if (!consumer) return `${frame.functionName || '(anonymous)'} ${file}`;
    const position = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (position.source ?? file)
      .replace(/^webpack:\/\/[^/]*\//, '')
      .replace(/.*node_modules\//, '');
    return `${position.name ?? (frame.functionName || '(anonymous)')} ${source}:${position.line ?? '?'}`;
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

/** The renderer's main thread is the one that ran the most task time. */
function mainThreadTasks(events: TraceEvent[]): TraceTask[] {
  const runTasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur);
  const busiest = new Map<string, number>();
  for (const task of runTasks) {
    const key = `${task.pid}:${task.tid}`;
    busiest.set(key, (busiest.get(key) ?? 0) + (task.dur ?? 0));
  }
  const [thread] = [...busiest.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return runTasks
    .filter((task) => `${task.pid}:${task.tid}` === thread)
    .map((task) => ({ ts: task.ts, dur: task.dur ?? 0 }));
}

async function main(): Promise<void> {
  const valued = new Set(['--rate', '--top', '--ssr']);
  const args = process.argv.slice(2);
  const pagePath = args.find((arg, index) => arg.startsWith('/') && !valued.has(args[index - 1] ?? ''));
  if (!pagePath)
    throw new Error('Usage: npm run profile:page -- <path> [--rate 4] [--desktop] [--ssr off] [--top 12]');
  const rate = Number(argValue('--rate') ?? 4);
  const top = Number(argValue('--top') ?? 12);
  const site = await startComposedSite({
    withApi: true,
    env: { SSR: argValue('--ssr') === 'off' ? 'off' : 'on' },
  });
  const browser = await chromium.launch(launchOptions);
  try {
    // One unmeasured visit warms the servers (the shell's server loads the remote's server container).
    await (await fetch(`${site.state.baseUrl}${pagePath}`)).text();
    const context = await browser.newContext(process.argv.includes('--desktop') ? {} : PHONE);
    await stubThirdParties(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${site.state.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await cdp.send('Tracing.end');
    await traced;

    const tasks = mainThreadTasks(events);
    const breakdown = longTaskBreakdown(profile, tasks, sourceMappedNames(site.state.ports), top);
    console.log(`${pagePath}: ${breakdown.length} tasks over 50 ms at ${rate}× CPU slowdown`);
    for (const task of breakdown) {
      console.log(`\n+${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(0)} ms`);
      for (const fn of task.functions) console.log(`  ${fn.ms.toFixed(1).padStart(7)} ms  ${fn.name}`);
    }
    console.log(
      `\nBlocking time observed (every task, from navigation): ${blockingTimeMs(tasks).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
