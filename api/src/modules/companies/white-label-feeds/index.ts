// The public face of the white-label-feeds module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { feedPageFor } from './feed-head';
export { whiteLabelFeedPublicRoutes } from './public-routes';
export { whiteLabelFeedsRoutes } from './routes';
