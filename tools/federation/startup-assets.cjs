// The shell's start-up files, written into its mf-stats.json (`nordhubStartup`) so the server can
// name them as <link rel="preload"> in the page (api/src/static/preload-plan.ts), and the start-up
// code merged into one chunk (`startupChunk`). The federation manifest lists shared packages
// with every chunk that contains them, including copies the page never loads (a consume fallback
// next to the provider's chunk); what the page loads is the async boundary's chunks (index.ts ->
// import('./bootstrap')) plus, for every shared package those consume, the chunks of the shell's
// own provider (loaded-first: the host's copy is the one used), followed transitively. Lazy
// imports inside the bootstrap (forms, modals) are not followed.

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/**
 * The chunks a page loads at start-up, in load order.
 * @param {import('webpack').Compilation} compilation
 * @param {string} [entryName]
 * @returns {import('webpack').Chunk[]}
 */
function startupChunks(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];

  /** share key -> the provider module of this build (default scope) */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE) providers.set(module._name, module);
  }

  const chunks = new Set();
  const visitedGroups = new Set();
  const visitBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group || visitedGroups.has(group)) return;
    visitedGroups.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME) continue;
        const provider = providers.get(module.options.shareKey);
        // No provider of ours: the consume's own fallback is what loads.
        for (const shareBlock of (provider ?? module).blocks) visitBlock(shareBlock);
      }
    }
  };

  const entryChunk = entrypoint.getEntrypointChunk();
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    for (const block of module.blocks) visitBlock(block);
  }
  return [...chunks];
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} [entryName]
 * @returns {{ js: string[] }} file names relative to the output folder, in load order
 */
function startupAssets(compilation, entryName = 'main') {
  const files = startupChunks(compilation, entryName).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  return { js: [...new Set(files)] };
}

/**
 * Moves the code of the start-up chunks (the bootstrap and every shared package the shell
 * provides) into one chunk, `startup`: one file compresses better than the thirty it was (brotli
 * sees the packages' common code once) and is one request rather than thirty. Two parts: the
 * plugin finds the start-up chunks just before splitChunks runs, and the cache group (the shell's
 * `optimization.splitChunks.cacheGroups.startup`) takes their modules. The consume modules stay
 * where they were: the federation runtime resolves a chunk's consumes when the chunk loads, by
 * loading the providers' chunks, so a chunk holding a consume and the provider it resolves to
 * would wait for itself.
 * @returns {{ plugin: import('webpack').WebpackPluginInstance; cacheGroup: import('webpack').OptimizationSplitChunksCacheGroup }}
 */
function startupChunk() {
  /** @type {Set<import('webpack').Chunk>} */
  let startup = new Set();
  class StartupChunkPlugin {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(StartupChunkPlugin.name, (compilation) => {
        let found = false;
        // Before SplitChunksPlugin (stage 10, STAGE_ADVANCED), on the chunk graph as built: once,
        // though webpack calls the hook again while any optimizer still changes the chunks.
        compilation.hooks.optimizeChunks.tap({ name: StartupChunkPlugin.name, stage: 0 }, () => {
          if (found) return;
          found = true;
          startup = new Set(startupChunks(compilation));
        });
      });
    }
  }
  const plugin = new StartupChunkPlugin();
  const cacheGroup = {
    name: 'startup',
    chunks: 'async',
    enforce: true,
    priority: 100,
    test(module, { chunkGraph }) {
      if (module.type === CONSUME) return false;
      for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (startup.has(chunk)) return true;
      return false;
    },
  };
  return { plugin, cacheGroup };
}

module.exports = { startupAssets, startupChunk, startupChunks };
