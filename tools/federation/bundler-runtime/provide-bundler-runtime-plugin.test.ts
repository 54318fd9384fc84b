import * as runtime from '@module-federation/enhanced/runtime';
import { BUNDLER_RUNTIME_GLOBAL, bundlerRuntimeFromShell } from './bundler-runtime-global';
import { federationFor, isInstanceOf, provideBundlerRuntime } from './provide-bundler-runtime-plugin';

describe("the shell's bundler runtime, handed to the production remotes", () => {
  it('gives a remote its own federation instance and leaves the shell the page default', () => {
    const shell = runtime.init({ name: 'shell_under_test', remotes: [], shared: {} });
    const remote = federationFor('mfe_under_test:1.0.0').runtime?.init({ name: 'mfe_under_test', remotes: [], shared: {} });

    expect(remote?.name).toBe('mfe_under_test');
    expect(remote).not.toBe(shell);
    // The shell's loadRemote and registerRemotes act on the page default.
    expect(runtime.getInstance()).toBe(shell);
    // A second container entry of the same remote finds the instance it made.
    expect(federationFor('mfe_under_test:1.0.0').runtime?.init({ name: 'mfe_under_test', remotes: [], shared: {} })).toBe(remote);
  });

  it("gives each container its own state beside the shell's functions, with the container entry the shell itself lacks", () => {
    const first = federationFor('a:1');
    const second = federationFor('b:1');

    expect(first.bundlerRuntime?.initContainerEntry).toEqual(expect.any(Function));
    expect(first.bundlerRuntime?.consumes).toBe(second.bundlerRuntime?.consumes);
    expect(first.bundlerRuntime?.S).not.toBe(second.bundlerRuntime?.S);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.instance).toBeUndefined();
  });

  it('finds an instance by the build id, or by name and version', () => {
    expect(isInstanceOf({ id: 'mfe_public:2', name: 'other' }, { name: 'mfe_public' }, 'mfe_public:2')).toBe(true);
    expect(isInstanceOf({ name: 'mfe_public' }, { name: 'mfe_public' }, '')).toBe(true);
    expect(isInstanceOf({ name: 'mfe_public', version: '1' }, { name: 'mfe_public', version: '1' }, '')).toBe(true);
    expect(isInstanceOf({ name: 'mfe_public', version: '1' }, { name: 'mfe_public' }, '')).toBe(false);
    expect(isInstanceOf({ name: 'shell' }, { name: 'mfe_public' }, 'mfe_public:2')).toBe(false);
  });

  it('reaches a remote from the page the shell set up, and says why when it cannot', () => {
    const page = {};
    expect(() => bundlerRuntimeFromShell('2.9.2', page)).toThrow(/runs inside the Nordhub shell/);

    provideBundlerRuntime('2.9.2', page);
    expect(Object.keys(page)).toEqual([BUNDLER_RUNTIME_GLOBAL]);
    expect(bundlerRuntimeFromShell('2.9.2', page).federationFor).toBe(federationFor);
    expect(() => bundlerRuntimeFromShell('2.9.3', page)).toThrow(
      'This remote was built with @module-federation/webpack-bundler-runtime 2.9.3, the shell provides 2.9.2; build and deploy them together.',
    );
  });
});
