// The public face of the pages module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { contentPagesRoutes } from './routes';
