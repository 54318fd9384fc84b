// The public face of the scout-orders module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { scoutOrdersRoutes } from './routes';
export { confirmScoutOrderPaid, scoutOrderById, scoutOrderOf, scoutOrdersPortalPath } from './service';
export type { ScoutOrderRow } from './service';
