import { chromium } from '/work/wt/ssr/node_modules/@playwright/test';
import { launchOptions } from '/work/wt/ssr/scripts/lib/browser';
import { freePort } from '/work/wt/ssr/scripts/lib/freePort';
import { startComposedSite } from '/work/wt/ssr/scripts/lib/composedSite';
async function main() {
  const { default: lighthouse } = (await import('lighthouse')) as any;
  const site = await startComposedSite({ withApi: true });
  const port = await freePort();
  const browser = await chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), `--remote-debugging-port=${port}`] });
  try {
    const url = site.state.baseUrl + '/';
    for (let i = 0; i < 2; i++) await (await fetch(url)).text();
    const r = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r.lhr.audits;
    console.log(Object.keys(a).filter((k) => /largest|lcp|render-block|bootup|mainthread/.test(k)));
    for (const k of Object.keys(a).filter((k) => /largest-contentful-paint-element|lcp/.test(k))) console.log(k, JSON.stringify(a[k].details ?? a[k].displayValue ?? '').slice(0, 1200));
    console.log('bootup', JSON.stringify(a['bootup-time']?.details?.items?.slice(0, 6)?.map((i: any) => [i.url, Math.round(i.total), Math.round(i.scripting)])));
    console.log('FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'SI', a['speed-index'].numericValue);
    console.log(JSON.stringify(a['render-blocking-resources']?.details?.items?.map((i: any) => [i.url, i.wastedMs])));
  } finally { await browser.close(); await site.stop(); }
}
main();
