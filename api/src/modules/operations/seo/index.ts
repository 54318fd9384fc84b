// The public face of the seo module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { jsonForScript } from './html';
export { seoRoutes, seoShellRenderer } from './routes';
export { fileUrl, jobHead, notFoundPage } from './service';
export type { ShellPage, SitemapEntry } from './service';
