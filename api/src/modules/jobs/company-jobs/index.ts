// The public face of the company-jobs module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { companyJobsRoutes } from './routes';
export { assertStoredJobStatesPay, changeJobStatus, reviewContext, startJobExpiryScheduler } from './service';
