// Marks the federation's consume modules of side-effect-free packages as such. webpack drops an
// `import` whose bindings nothing uses only when the imported module says it has no side effects;
// a package does (zod's package.json), but the consume module the federation puts in its place
// does not pass that on. So a contracts module that a page needs for one constant, beside schemas
// the page never builds (pure-schemas-loader.cjs lets the build drop those), still made the page
// load zod: with this, zod loads with the first schema a page really uses (docs/performance.md,
// "axios, zod and the schemas load with the first API request").

const CONSUME = 'consume-shared-module';

class SideEffectFreeSharesPlugin {
  /** @param {string[]} shareKeys the share keys whose packages have no side effects on import */
  constructor(shareKeys) {
    this.shareKeys = new Set(shareKeys);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SideEffectFreeSharesPlugin', (compilation) => {
      // After every module is built, before the dependencies are optimized (where the flag is read).
      compilation.hooks.finishModules.tap('SideEffectFreeSharesPlugin', (modules) => {
        for (const module of modules) {
          if (module.type !== CONSUME || !this.shareKeys.has(module.options?.shareKey)) continue;
          module.getSideEffectsConnectionState = () => false;
        }
      });
    });
  }
}

module.exports = { SideEffectFreeSharesPlugin };
