// The public face of the job-feeds module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { indeedJobFeedRoutes } from './indeed-feed';
export { aggregatorFeedJobs } from './service';
export type { AggregatorJobRow } from './service';
export { feedPayRange, type FeedPayRange } from './feed-pay';
