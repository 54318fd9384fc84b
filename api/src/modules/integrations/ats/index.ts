// The public face of the ats module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { atsRoutes, atsSetup } from './ats';
export type { AtsSetup } from './ats';
export { atsCandidateHandler, atsSyncOf, enqueueAtsCandidate, queueAtsCandidate } from './candidates';
export { atsConnectedSql } from './queries';
