// The public face of the tools module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { toolsRoutes } from './routes';
