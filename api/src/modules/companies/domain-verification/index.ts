// The public face of the domain-verification module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { createDomainProbe, domainFileOrigin } from './probe';
export type { DomainProbe } from './probe';
export { domainVerification, domainVerificationMessages, proveDomainControl } from './service';
