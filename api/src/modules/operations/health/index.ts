// The public face of the health module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { healthRoutes } from './routes';
