import { fetchRemotesManifest, parseRemotesManifest } from '../remotesManifest';

describe('parseRemotesManifest', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps known remotes with URL strings and ignores the rest', () => {
    expect(
      parseRemotesManifest({
        jobs: ' http://127.0.0.1:3003/mf-manifest.json ',
        blog: 42,
        shop: 'http://x/mf-manifest.json',
        admin: '',
      }),
    ).toEqual({ jobs: 'http://127.0.0.1:3003/mf-manifest.json' });
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('rejects anything but an object', () => {
    expect(() => parseRemotesManifest(['jobs'])).toThrow('/remotes.json must be a JSON object');
    expect(() => parseRemotesManifest(null)).toThrow();
  });
});

describe('fetchRemotesManifest', () => {
  it('reads and validates /remotes.json', async () => {
    const fetchImpl = jest.fn(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ blog: '/blog/mf-manifest.json' }),
      } as Response),
    );
    await expect(fetchRemotesManifest({ fetchImpl })).resolves.toEqual({ blog: '/blog/mf-manifest.json' });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('reports bad JSON as invalid', async () => {
    const fetchImpl = () =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.reject(new SyntaxError('Unexpected token <')),
      } as Response);
    await expect(fetchRemotesManifest({ fetchImpl })).rejects.toMatchObject({ kind: 'invalid' });
  });
});
