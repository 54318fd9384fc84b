// The monolithic build mode only (webpack-monolithic.cjs): a remote's lazy chunks are named per
// remote. Two remotes may both name a chunk "account"; in their own federated builds these are two
// chunks, but in one build webpack merges chunks of the same name, so a page would load the other
// remote's code too. Prefixing the names keeps the lazy loading as the federated build has it.
/** @this {import('webpack').LoaderContext<{ prefix: string }>} */
module.exports = function prefixChunkNames(source) {
  const { prefix } = this.getOptions();
  return source.replace(/webpackChunkName:\s*(["'])([^"']+)\1/g, (_match, quote, name) => `webpackChunkName: ${quote}${prefix}-${name}${quote}`);
};
