// Jest stand-in for @module-federation/enhanced/runtime (mapped in jest.config.js). Outside a federated bundle
// the real loadRemote throws; so does this one until a test says what a remote should return, e.g.
//   jest.mocked(loadRemote).mockResolvedValue({ routes: [...] })
// Call resetFederationRuntimeMock() in beforeEach to restore the defaults.
const notFederated = (name: string) => () => {
  throw new Error(`${name}() called outside a federated bundle: mock it in the test`);
};

export const loadRemote = jest.fn<Promise<unknown>, [string, unknown?]>();
export const registerRemotes = jest.fn<
  void,
  [Array<{ name: string; entry: string }>, { force?: boolean }?]
>();
export const registerPlugins = jest.fn<void, [unknown[]]>();
export const registerShared = jest.fn();
export const preloadRemote = jest.fn(() => Promise.resolve());
export const loadShare = jest.fn(() => Promise.resolve(false));
export const getInstance = jest.fn(() => null);
export const init = jest.fn();

export function resetFederationRuntimeMock(): void {
  for (const fn of [
    loadRemote,
    registerRemotes,
    registerPlugins,
    registerShared,
    preloadRemote,
    loadShare,
    getInstance,
    init,
  ]) {
    fn.mockReset();
  }
  loadRemote.mockImplementation(() =>
    Promise.reject(new Error('loadRemote() called outside a federated bundle: mock it in the test')),
  );
  preloadRemote.mockImplementation(() => Promise.resolve());
  loadShare.mockImplementation(() => Promise.resolve(false));
  getInstance.mockImplementation(() => null);
  init.mockImplementation(notFederated('init'));
}

resetFederationRuntimeMock();
