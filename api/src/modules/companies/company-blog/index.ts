// The public face of the company-blog module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { companyBlogRoutes } from './routes';
export { toPost } from './service';
export type { PostRow } from './queries';
