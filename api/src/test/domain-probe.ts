import type { DomainProbe } from '../modules/companies/domain-verification/probe';

/** A domain probe that finds no proof anywhere: suites that do not test verification never reach DNS or the network. */
export const noDomainProofs: DomainProbe = {
  txtRecords: async () => [],
  verificationFile: async () => null,
};
