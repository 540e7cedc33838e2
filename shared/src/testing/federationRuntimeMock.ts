// Jest stand-in for @module-federation/enhanced/runtime: loadRemote throws outside a federated bundle.
export const loadRemote = jest.fn();
export const registerRemotes = jest.fn();
export const registerPlugins = jest.fn();
export const init = jest.fn();
