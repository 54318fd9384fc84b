// The shell's built index.html names its bundle root-relative (`<script src="/main.js">`). With
// SHELL_ASSETS_URL the page names it on the static origin instead; the bundle's chunks follow,
// because the shell is built with publicPath 'auto' (tools/federation/webpack-base.cjs).

// A root-relative src or href of a <script> or <link> tag (not a protocol-relative //host URL).
const rootRelativeAsset = /(<(?:script|link)\b[^>]*?\s(?:src|href)=["']?)\/(?!\/)/gi;

/** index.html with the shell's own scripts and styles loaded from `assetsUrl` (no trailing slash); unchanged when unset. */
export function withShellAssetsFrom(indexHtml: string, assetsUrl: string | undefined): string {
  if (!assetsUrl) return indexHtml;
  return indexHtml.replace(rootRelativeAsset, (_match, start: string) => `${start}${assetsUrl}/`);
}
