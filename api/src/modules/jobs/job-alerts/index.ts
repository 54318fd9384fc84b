// The public face of the job-alerts module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { jobAlertsRoutes } from './routes';
export { startJobAlertsScheduler } from './scheduler';
