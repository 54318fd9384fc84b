// The public face of the payments module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { paymentsRoutes } from './routes';
