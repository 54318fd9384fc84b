// The public face of the careers-sites module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { careersPageFor, careersSitemapFor } from './careers-head';
export { careersSitesRoutes } from './routes';
