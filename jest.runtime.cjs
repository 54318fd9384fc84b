// Jest's runtime with V8's code cache: jest compiles every module afresh for each test file (a new
// module registry per file), and V8 parsed each one completely every time, about a tenth of a
// file's CPU. This runtime is loaded once per jest process, keeps the code cache V8 makes at a
// module's first compile, and hands it to every later compile of the same source. The cache holds
// compiled code, not state: each file still runs every module afresh in its own context.
const vm = require('node:vm');
const { default: Runtime } = require('jest-runtime');

/** The code cache per file name, with the source it was made from (a changed source compiles afresh). */
const codeCache = new Map();

module.exports = class CodeCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const vmContext = executor.environment.getVmContext();
      // Node 20 takes a cached module's dynamic-import callback from the compile that made the cache
      // (a registry gone since): a module that imports dynamically is compiled without the cache.
      if (vmContext == null || executor.resolution.isCoreModule(filename) || source.includes('import(')) return compile(source, filename);
      const cached = codeCache.get(filename);
      const hit = cached !== undefined && cached.source === source;
      let compiled;
      try {
        compiled = vm.compileFunction(source, executor.injectedModuleParameters, {
          filename,
          parsingContext: vmContext,
          importModuleDynamically: (specifier, _script, importAttributes, ...rest) => executor.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
          ...(hit ? { cachedData: cached.data } : { produceCachedData: true }),
        });
      } catch {
        // Jest's own compile reports a syntax error the way jest users know.
        return compile(source, filename);
      }
      if (!hit && compiled.cachedDataProduced) codeCache.set(filename, { source, data: compiled.cachedData });
      return compiled;
    };
  }
};
