import { CONTRACT_VERSION } from '@prohive/shared';
import { assertCompatibleContract, buildInfoUrlFor } from '../contractCheck';
import { createResiliencePlugin, isFailedRoutesModule } from '../resiliencePlugin';

function respond(byUrl: Record<string, unknown>) {
  return jest.fn((url: string) =>
    Promise.resolve(
      url in byUrl
        ? ({ ok: true, status: 200, json: () => Promise.resolve(byUrl[url]) } as Response)
        : ({ ok: false, status: 404 } as Response),
    ),
  );
}

const MANIFEST = 'http://r/remotes/jobs/abc/mf-manifest.json';
const BUILD_INFO = 'http://r/remotes/jobs/abc/build-info.json';

describe('contract check', () => {
  it('finds build-info.json next to the manifest, ignoring a query', () => {
    expect(buildInfoUrlFor(`${MANIFEST}?mf-retry=1`)).toBe(BUILD_INFO);
    expect(buildInfoUrlFor('/remotes/blog/mf-manifest.json')).toBe('/remotes/blog/build-info.json');
  });

  it('accepts the same contract version and a remote without build info', async () => {
    await expect(
      assertCompatibleContract(
        MANIFEST,
        1000,
        respond({ [BUILD_INFO]: { contractVersion: CONTRACT_VERSION } }),
      ),
    ).resolves.toBeUndefined();
    await expect(assertCompatibleContract(MANIFEST, 1000, respond({}))).resolves.toBeUndefined();
  });

  it('refuses another contract version, and the plugin turns that into the fallback with the reason logged', async () => {
    const fetchImpl = respond({ [MANIFEST]: {}, [BUILD_INFO]: { contractVersion: CONTRACT_VERSION + 1 } });
    await expect(assertCompatibleContract(MANIFEST, 1000, fetchImpl)).rejects.toMatchObject({
      kind: 'invalid',
    });

    const plugin = createResiliencePlugin({ fetchImpl });
    const remoteInfo = { name: 'jobs', entry: MANIFEST } as Parameters<NonNullable<typeof plugin.fetch>>[2];
    const error: unknown = await Promise.resolve(plugin.fetch!(MANIFEST, {}, remoteInfo)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/contract version/) });

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const args = { id: 'jobs/routes', error, lifecycle: 'afterResolve', origin: {} } as unknown;
    const onLoad = {
      id: 'jobs/routes',
      error: new Error('RUNTIME_003'),
      lifecycle: 'onLoad',
      origin: {},
    } as unknown;
    type Args = Parameters<NonNullable<typeof plugin.errorLoadRemote>>[0];
    plugin.errorLoadRemote!(args as Args);
    const fallback = await plugin.errorLoadRemote!(onLoad as Args);
    expect(isFailedRoutesModule(fallback) && fallback.loadFailure.kind).toBe('invalid');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/built against contract version/));
    logged.mockRestore();
  });
});
