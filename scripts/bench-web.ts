// `npm run bench:web`: Lighthouse (mobile preset: a mid-range phone on a slow 4G, simulated) on the site's main
// public pages, served server-rendered and then client-only (the same build with SSR=off), three runs per page,
// medians. Prints performance, LCP, TBT, CLS, the JavaScript transferred, and the accessibility and best
// practices scores. Needs a build (`npm run build`); starts its own composed site with the demo data.
//   --runs N        runs per page (default 3)
//   --mode ssr|csr  only one of the two sites
//   --json FILE     also write the medians as JSON
//   --path P        only this page (repeatable)
//   --save DIR      also keep each run's whole Lighthouse report (JSON), to see what a figure is made of
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { launchOptions } from './lib/browser';
import { freePort } from './lib/freePort';
import { startComposedSite } from './lib/composedSite';
import { startTileServer } from './lib/tileServer';

type Mode = 'ssr' | 'csr';

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

interface Row extends Sample {
  mode: Mode;
  path: string;
}

const FIXED_PATHS = [
  '/',
  '/jobs',
  '/professionals?search=plumbing&zip=78701',
  '/blog',
  '/for-providers',
  '/free-tools',
];

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A job and a blog article of the demo data, so the detail pages are measured too. */
async function dataPaths(baseUrl: string): Promise<string[]> {
  const jobs = (await (await fetch(`${baseUrl}/api/jobs`)).json()) as { data: Array<{ id: number }> };
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const article = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .find((path) => /^\/blog\/[^/]+$/.test(path));
  return [...(jobs.data[0] ? [`/job/${jobs.data[0].id}`] : []), ...(article ? [article] : [])];
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }
    >;
  };
}

type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

async function measure(
  lighthouse: LighthouseFn,
  port: number,
  url: string,
  saveAs?: string,
): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (saveAs) fs.writeFileSync(saveAs, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const js = (audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    jsKb: Math.round(js / 1024),
  };
}

async function benchMode(mode: Mode, runs: number): Promise<Row[]> {
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: LighthouseFn };
  // The map tile service is unreachable here: the job page's map gets its tiles from a local stand-in.
  const tiles = await startTileServer();
  const site = await startComposedSite({
    withApi: true,
    env: { SSR: mode === 'csr' ? 'off' : 'on', MAP_TILE_URL: tiles.urlTemplate },
  });
  // Debian's Chromium through Playwright's launcher, with a debugging port for Lighthouse to drive.
  const port = await freePort();
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--remote-debugging-port=${port}`],
  });
  const chrome = { port };
  try {
    const chosen = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--path' ? [arg] : []));
    const paths = chosen.length > 0 ? chosen : [...FIXED_PATHS, ...(await dataPaths(site.state.baseUrl))];
    const rows: Row[] = [];
    for (const path of paths) {
      const url = `${site.state.baseUrl}${path}`;
      // Unmeasured requests warm the servers (the shell's server loads the remote's server container).
      for (let warm = 0; warm < 2; warm += 1) await (await fetch(url)).text();
      const samples: Sample[] = [];
      const saveDir = argValue('--save');
      if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
      for (let run = 0; run < runs; run += 1) {
        const saveAs = saveDir
          ? `${saveDir}/${mode}-${path.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`
          : undefined;
        samples.push(await measure(lighthouse, chrome.port, url, saveAs));
      }
      const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
      const row: Row = {
        mode,
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        jsKb: pick('jsKb'),
      };
      console.log(`  ${mode} ${path}: ${JSON.stringify(row)}`);
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
    await site.stop();
    await tiles.close();
  }
}

function table(rows: Row[]): string {
  const header =
    '| page | mode | perf | LCP s | TBT ms | CLS | JS KB | a11y | best pr. |\n|---|---|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (row) =>
      `| ${row.path} | ${row.mode} | ${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} | ${row.tbtMs} | ${row.cls} | ${row.jsKb} | ${row.accessibility} | ${row.bestPractices} |`,
  );
  return [header, ...lines].join('\n');
}

async function main(): Promise<void> {
  const runs = Number(argValue('--runs') ?? 3);
  const only = argValue('--mode') as Mode | undefined;
  const modes: Mode[] = only ? [only] : ['ssr', 'csr'];
  const rows: Row[] = [];
  for (const mode of modes) {
    console.log(
      `Lighthouse 12 (mobile), ${runs} runs per page, ${mode === 'ssr' ? 'server-rendered' : 'client-only (SSR=off)'}…`,
    );
    rows.push(...(await benchMode(mode, runs)));
  }
  const ordered = [...rows].sort((a, b) => a.path.localeCompare(b.path) || a.mode.localeCompare(b.mode));
  console.log(`\n${table(ordered)}`);
  const out = argValue('--json');
  if (out) fs.writeFileSync(out, `${JSON.stringify(ordered, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
