// The public face of the linkedin module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { popupCallbackPage } from './callback-page';
export { devAtsCandidatesPath, devAtsRoutes } from './dev-ats';
export type { DevAtsCandidate } from './dev-ats';
export { createDevOpenIdProvider, devProviderPath, mountDevOpenIdProvider } from './dev-provider';
export type { DevResourceClient } from './dev-provider';
export { linkedInJobFeedRoutes } from './job-feed';
export { OAuthClient, OAuthError } from './oauth-client';
export type { OAuthClientSettings } from './oauth-client';
export { listeningPort, saveOAuthFlow, takeOAuthFlow } from './oauth-flows';
export type { FlowCookie } from './oauth-flows';
export { linkedInFeedStatusRoutes, linkedInPopupRoutes } from './routes';
export { linkedInSetup } from './settings';
export type { LinkedInSetup } from './settings';
