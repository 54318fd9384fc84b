// The public face of the careers-domains module: what other modules may import. Its queries and
// helpers stay private (docs/api.md, "Modules and their public faces").
export { careersDomainMessages, careersDomainVerification, checkCareersDomain, revokeCareersDomain, verifyCareersDomain } from './service';
export type { CareersDomainRow } from './queries';
