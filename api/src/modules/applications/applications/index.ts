// The public face of the applications module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { applicationsRoutes } from './routes';
export { applicantsByColumn } from './service';
