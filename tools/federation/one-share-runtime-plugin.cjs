// One `sharing` runtime module per build. webpack 5.111's RuntimePlugin adds its own
// ShareRuntimeModule to every chunk that needs `__webpack_require__.S`, and
// @module-federation/enhanced adds its own beside it; enhanced's runs after webpack's and assigns
// `__webpack_require__.S` and `__webpack_require__.I` again, so webpack's (a second copy of the
// share table, 2.2 KB of every container's start-up script) is dead code. This plugin takes it out
// of the chunks that have enhanced's (docs/performance.md, "One share runtime per container").
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const NAME = 'OneShareRuntimePlugin';

class OneShareRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((module) => module.name === 'sharing');
          const federations = sharing.filter((module) => !(module instanceof WebpackShareRuntimeModule));
          if (federations.length === 0) continue;
          for (const module of sharing) {
            if (module instanceof WebpackShareRuntimeModule) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
          }
        }
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
