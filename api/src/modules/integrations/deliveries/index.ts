// The public face of the deliveries module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { createDeliveryWorker, DeliveryError, enqueueDelivery, retryDelayMs } from './worker';
export type { Delivery, DeliveryHandler, DeliveryKind, DeliveryWorker } from './worker';
