// The public face of the slack module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { slackRoutes } from './routes';
export { notifySlack, slackDeliveryHandler, webhookAllowed } from './service';
export type { SlackEvent } from './service';
