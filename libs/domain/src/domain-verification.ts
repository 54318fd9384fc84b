/**
 * Proving control of a domain before it is served (a startup's careers domain, a white-label
 * feed's domain): the owner publishes a token either as a DNS TXT record or as a file on the
 * domain, then presses Verify. The server checks (api/src/modules/companies/domain-verification).
 */
export const DOMAIN_STATUSES = ['pending', 'verified', 'revoked'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** Where the file is looked for, on the domain itself over plain http. */
export const domainVerificationFilePath = '/.well-known/nordhub-verification.txt';

export interface DomainChallenge {
  /** The TXT record's name, e.g. "_nordhub-challenge.careers.acme.com". */
  recordName: string;
  /** The TXT record's value and the file's content, e.g. "nordhub-verification=3f2a…". */
  recordValue: string;
  /** The file's address, e.g. "http://careers.acme.com/.well-known/nordhub-verification.txt". */
  fileUrl: string;
}

export function domainChallenge(domain: string, token: string): DomainChallenge {
  return {
    recordName: `_nordhub-challenge.${domain}`,
    recordValue: `nordhub-verification=${token}`,
    fileUrl: `http://${domain}${domainVerificationFilePath}`,
  };
}
