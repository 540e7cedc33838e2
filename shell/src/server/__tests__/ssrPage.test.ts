import { serializeSsrState } from '../../ssrState';
import type { SsrState } from '../../ssrState';
import { headHtml } from '../headHtml';
import { ClientRenderedArea, serverAreas } from '../serverAreas';
import { serverContainerUrls } from '../serverContainers';
import { serverRenderedArea } from '../ssrRoutes';

const state = (api: unknown): SsrState => ({
  hydrate: true,
  area: 'jobs',
  config: {
    apiBaseUrl: '/api',
    blogApiUrl: '/api/wp-json',
    ipLookupUrl: 'https://ip.example/json',
    reverseGeocodeUrl: 'https://geo.example/reverse',
    mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  },
  remotes: {},
  viewport: 'mobile',
  api,
});

describe('the page state script', () => {
  it('cannot be closed or escaped by data in it, and reads back as the same state', () => {
    const hostile = { title: '</script><script>alert(1)</script>', line: 'a\u2028b' };
    const text = serializeSsrState(state(hostile));
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(state(hostile));
  });
});

describe('the server head', () => {
  it('writes title, meta, canonical and JSON-LD, escaped, and marked for the browser to take over', () => {
    const html = headHtml({
      title: 'Plumbing & more <fast>',
      meta: [{ name: 'description', content: 'Say "hi" <now>' }],
      canonical: 'https://prohive.example/services/plumbing',
      jsonLd: [{ '@type': 'Service', name: '</script>' }],
    });
    expect(html).toContain('<title>Plumbing &amp; more &lt;fast&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="Say &quot;hi&quot; &lt;now&gt;" data-ssr-head>',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://prohive.example/services/plumbing" data-ssr-head>',
    );
    expect(html).toContain('"name":"\\u003c/script>"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('which pages the server renders', () => {
  it.each([
    ['/', 'marketing'],
    ['/for-providers', 'marketing'],
    ['/services/plumbing', 'marketing'],
    ['/tx/austin', 'marketing'],
    ['/jobs', 'jobs'],
    ['/job/12', 'jobs'],
    ['/professionals', 'jobs'],
    ['/blog/some-post', 'blog'],
    ['/search', 'blog'],
    ['/free-tools/estimate', 'free_tools'],
  ])('%s is rendered with the %s area', (path, remote) => {
    expect(serverRenderedArea(path)).toBe(remote);
  });

  it.each(['/profile', '/auth', '/admin/users', '/create-job', '/messages/4', '/customer/jobs'])(
    '%s (signed in or sign-in) is left to the browser',
    (path) => {
      expect(serverRenderedArea(path)).toBeNull();
    },
  );
});

describe('server containers', () => {
  it('are published in server/ beside the browser manifest /remotes.json names', () => {
    expect(serverContainerUrls('http://127.0.0.1:3003/mf-manifest.json')).toEqual({
      manifest: 'http://127.0.0.1:3003/server/mf-manifest.json',
      entry: 'http://127.0.0.1:3003/server/remoteEntry.js',
    });
    expect(serverContainerUrls('https://cdn.example/jobs/v2/mf-manifest.json').entry).toBe(
      'https://cdn.example/jobs/v2/server/remoteEntry.js',
    );
  });

  it('an area the server did not load is handed to the browser, the loaded one renders at once', async () => {
    const routes = { routes: [] };
    const areas = serverAreas({ jobs: routes });
    expect(areas.loadedNow('jobs')).toBe(routes);
    expect(areas.loadedNow('blog')).toBeUndefined();
    await expect(areas.load('blog')).rejects.toBeInstanceOf(ClientRenderedArea);
  });
});
