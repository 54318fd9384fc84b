// The public face of the slack module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { slackRoutes } from './routes';
export { enqueueSlackMessage, notifySlack, slackDeliveryHandler, webhookAllowed } from './service';
export { slackWantsSql } from './queries';
export type { SlackEvent } from './service';
