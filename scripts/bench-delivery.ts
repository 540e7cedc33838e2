// `npm run bench:delivery`: how long independent delivery takes on this machine — one remote's production
// build cold (the first build in a fresh process: webpack, loaders and the config loaded for the first time) and
// warm (built again in the same process), and with `--clean all` (or `--clean shell,blog`) a clean production
// build of those apps two at a time, as `npm run build` runs them on two cores. Builds go to throwaway folders:
// dist/ and a running cluster are left alone. Prints a markdown report (docs/remote-delivery-timings.md is
// where the figures are kept) with the machine's cores and load, which decide how to read the numbers.
//
//   npm run bench:delivery                          # blog: 1 cold + 2 warm builds (~2 min on an idle 2-core box)
//   npm run bench:delivery -- --remote jobs --warm-runs 3
//   npm run bench:delivery -- --clean all           # plus all seven apps from nothing (~5 min more)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppDefinition } from './apps';
import { APPS, REPO_ROOT, findApp } from './apps';
import { buildApp } from './lib/buildApps';

interface Options {
  remote: AppDefinition;
  warmRuns: number;
  clean: AppDefinition[];
}

function parseArgs(args: string[]): Options {
  const value = (name: string) => {
    const at = args.indexOf(name);
    if (at === -1) return undefined;
    const next = args[at + 1];
    if (!next || next.startsWith('--')) throw new Error(`${name} needs a value`);
    return next;
  };
  const remote = findApp(value('--remote') ?? 'blog');
  if (!remote.remoteName) throw new Error(`${remote.id} is not a remote`);
  const warmRuns = Number(value('--warm-runs') ?? '2');
  if (!Number.isInteger(warmRuns) || warmRuns < 1 || warmRuns > 10)
    throw new Error('--warm-runs must be a whole number from 1 to 10');
  const clean = value('--clean');
  return {
    remote,
    warmRuns,
    clean: !clean ? [] : clean === 'all' ? [...APPS] : clean.split(',').map((id) => findApp(id.trim())),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function timedBuild(app: AppDefinition, scratch: string, label: string): Promise<number> {
  const outputPath = fs.mkdtempSync(path.join(scratch, `${app.id}-`));
  process.stdout.write(`  ${label}: building ${app.dir}… `);
  const ms = await buildApp(app, 'production', { outputPath });
  console.log(seconds(ms));
  fs.rmSync(outputPath, { recursive: true, force: true });
  return ms;
}

/** Every app from nothing, at most two at a time (npm run build's pace on two cores); per-app times and wall. */
async function cleanBuild(apps: AppDefinition[], scratch: string) {
  const queue = [...apps];
  const times = new Map<string, number>();
  const started = Date.now();
  const lane = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const outputPath = fs.mkdtempSync(path.join(scratch, `clean-${app.id}-`));
      const ms = await buildApp(app, 'production', { outputPath });
      console.log(`  clean: built ${app.dir} in ${seconds(ms)}`);
      times.set(app.dir, ms);
      fs.rmSync(outputPath, { recursive: true, force: true });
    }
  };
  await Promise.all([lane(), lane()]);
  return { times, wallMs: Date.now() - started };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-bench-delivery-'));
  const loadBefore = load();
  try {
    console.log(
      `Timing ${options.remote.dir}: one cold build, then ${options.warmRuns} warm in the same process`,
    );
    const cold = await timedBuild(options.remote, scratch, 'cold');
    const warm: number[] = [];
    for (let run = 1; run <= options.warmRuns; run += 1)
      warm.push(await timedBuild(options.remote, scratch, `warm ${run}`));
    const clean = options.clean.length > 0 ? await cleanBuild(options.clean, scratch) : null;

    const lines = [
      `## Remote delivery timings (${new Date().toISOString()}, commit ${commit()})`,
      '',
      `Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ` +
        `${loadBefore} before, ${load()} after (1 / 5 / 15 min). Production builds into throwaway folders.`,
      '',
      `| ${options.remote.dir} build | time |`,
      '| --- | ---: |',
      `| cold (first in a new process) | ${seconds(cold)} |`,
      ...warm.map((ms, index) => `| warm ${index + 1} (same process) | ${seconds(ms)} |`),
      `| warm median | ${seconds(median(warm))} |`,
    ];
    if (clean) {
      lines.push('', `Clean build, two at a time: **${seconds(clean.wallMs)}** wall`, '', '| app | time |');
      lines.push('| --- | ---: |');
      for (const [dir, ms] of clean.times) lines.push(`| ${dir} | ${seconds(ms)} |`);
    }
    console.log(`\n${lines.join('\n')}\n`);
    if (os.availableParallelism() !== 2)
      console.log(
        `Note: this machine has ${os.availableParallelism()} cores; the recorded figures are for 2 ` +
          '(run under `taskset -c 0,1` to compare).',
      );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
