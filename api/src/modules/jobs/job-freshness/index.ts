// The public face of the job-freshness module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { jobFreshnessRoutes } from './routes';
export { duplicateOpenJob, startConfirmationReminderScheduler } from './service';
