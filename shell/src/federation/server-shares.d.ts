// The server's share table for the remotes' server builds, generated at build time by
// tools/federation/webpack-first-paint.cjs from the one `shared` list (tools/federation/shared.cjs):
// each share key with the renderer's own copy of the module, as the browser's shell provides it.
declare module '@nordhub/federation/server-shares' {
  export type ServerShare = { version: string; requiredVersion: string | false; get: () => unknown };
  export const serverShares: Record<string, ServerShare>;
  /** The webpack bundler runtime's version the remotes' server builds must be made with. */
  export const federationRuntimeVersion: string;
}
