// V8's explicit compile hints (https://v8.dev/blog/explicit-compile-hints): a script that starts
// with the magic comment `//# allFunctionsCalledOnLoad` has every function compiled eagerly, on
// the thread that streams the script in, instead of lazily on the main thread at its first call.
// A first visit calls most of what it loads at once (webpack's module factories above all), and
// their lazy compilation was main-thread time in the start-up's long tasks
// (docs/performance.md, "V8 compile hints"). Browsers without the hint read a comment.
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before compression (which must see the hint).
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, compileHint: HINT };
