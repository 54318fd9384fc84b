// Writes brotli (quality 11) and gzip (level 9) siblings of the text assets a production build
// emits (`main.js.br`, `main.js.gz`), so the servers send the smallest encoding without
// compressing per request: on the fly the API compresses at brotli quality 4 (@fastify/compress's
// default), 14% larger on this product's JavaScript. The API and the static origin pick a sibling
// through @fastify/static's `preCompressed` (api/src/static); a CDN in front can do the same.
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing ahead of time; images and fonts are compressed already. */
const compressible = /\.(?:[cm]?js|css|json|html|svg|txt)$/i;
/** Below about 1 KB the headers outweigh what compression saves (the servers' threshold too). */
const minBytes = 1024;

/**
 * The encodings of one asset worth writing: each only when smaller than the original.
 * @param {Buffer} content
 * @returns {Promise<{ br?: Buffer; gz?: Buffer }>}
 */
async function precompress(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { ...(br.length < content.length ? { br } : {}), ...(gz.length < content.length ? { gz } : {}) };
}

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the federation manifest (emitted at OPTIMIZE_TRANSFER), so it is compressed too.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => compressible.test(name) && assets[name].size() >= minBytes);
          await Promise.all(
            names.map(async (name) => {
              const source = assets[name].source();
              const encoded = await precompress(Buffer.isBuffer(source) ? source : Buffer.from(source));
              for (const [extension, bytes] of Object.entries(encoded)) {
                const immutable = compilation.assetsInfo.get(name)?.immutable ?? false;
                compilation.emitAsset(`${name}.${extension}`, new sources.RawSource(bytes), { compressed: true, immutable });
              }
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, precompress, compressible, minBytes };
