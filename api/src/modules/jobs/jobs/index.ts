// The public face of the jobs module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { jobOwner } from './resend-applicants';
export { jobsRoutes } from './routes';
export { anyJob, listItems, publicJob, publicJobWithCompanyWebsite, searchJobs, toJobFilters, toJobListItem, visitorKey } from './service';
export type { Visitor } from './service';
