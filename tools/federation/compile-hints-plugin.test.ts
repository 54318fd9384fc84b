import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import TerserPlugin from 'terser-webpack-plugin';
import { CompileHintsPlugin, compileHint } from './compile-hints-plugin.cjs';
import { PrecompressPlugin } from './precompress-plugin.cjs';
import { runWebpack } from './run-webpack';

/** Builds a tiny app (an entry and a lazy chunk) as the apps' production builds minify and compress. */
async function build(dir: string): Promise<void> {
  writeFileSync(path.join(dir, 'index.js'), `import('./lazy.js').then((lazy) => console.log(lazy.describe('x')));\n`);
  // Large enough to be precompressed (over 1 KB).
  const lines = Array.from({ length: 60 }, (_, index) => `  if (name === 'job-${index}') return 'Job number ${index} at a Nordic startup';`);
  writeFileSync(path.join(dir, 'lazy.js'), `export function describe(name) {\n${lines.join('\n')}\n  return name;\n}\n`);
  await runWebpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: 'lazy.js' },
    optimization: { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    plugins: [new CompileHintsPlugin(), new PrecompressPlugin()],
  });
}

describe('CompileHintsPlugin', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-compile-hints-'));
    await build(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts every script, entry and lazy chunk, with V8's eager-compilation hint, after minification has dropped comments", () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
    for (const file of ['main.js', 'lazy.js']) {
      const script = readFileSync(path.join(dir, 'dist', file), 'utf8');
      expect(script.startsWith(compileHint)).toBe(true);
      expect(script.slice(compileHint.length)).not.toContain('//');
    }
  });

  it('is in the precompressed copies the servers send', () => {
    const compressed = brotliDecompressSync(readFileSync(path.join(dir, 'dist', 'lazy.js.br'))).toString('utf8');
    expect(compressed).toBe(readFileSync(path.join(dir, 'dist', 'lazy.js'), 'utf8'));
  });
});
