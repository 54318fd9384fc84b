// The public face of the investors module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { investorDirectoryRoutes } from './directory';
export { investorPortalRoutes } from './portal-routes';
export { investorPortfolioJobsRoutes } from './portfolio-jobs';
export { investorsRoutes } from './routes';
