// The shell's start-up files, written into its mf-stats.json (`nordhubStartup`) so the server can
// name them as <link rel="preload"> in the page (api/src/static/preload-plan.ts). The federation
// manifest lists shared packages with every chunk that contains them, including copies the page
// never loads (a consume fallback next to the provider's chunk); what the page loads is the async
// boundary's chunks (index.ts -> import('./bootstrap')) plus, for every shared package those
// consume, the chunks of the shell's own provider (loaded-first: the host's copy is the one used),
// followed transitively. Lazy imports inside the bootstrap (forms, modals) are not followed.

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} [entryName]
 * @returns {{ js: string[] }} file names relative to the output folder, in load order
 */
function startupAssets(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return { js: [] };

  /** share key -> the provider module of this build (default scope) */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE) providers.set(module._name, module);
  }

  const files = new Set();
  const visitedGroups = new Set();
  const visitBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group || visitedGroups.has(group)) return;
    visitedGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
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
  return { js: [...files] };
}

module.exports = { startupAssets };
