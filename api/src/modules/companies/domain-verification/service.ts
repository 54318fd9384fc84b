import { domainChallenge, type DomainStatus } from '@nordhub/domain';
import type { DomainVerification } from '@nordhub/contracts';
import type { DomainProbe } from './probe';

/** What the portal shows of a domain's verification (status and instructions). */
export function domainVerification(row: { domain: string; status: DomainStatus; token: string; verifiedAt: Date | null }): DomainVerification {
  return { status: row.status, ...domainChallenge(row.domain, row.token), verifiedAt: row.verifiedAt?.toISOString() ?? null };
}

export type DomainProof = { proven: true; by: 'dns' | 'file' } | { proven: false; message: string };

export const domainVerificationMessages = {
  revoked: 'An administrator revoked this domain, so it is not served; please contact support',
  notFound: (challenge: { recordName: string; recordValue: string; fileUrl: string }, found: string[]) =>
    `We could not verify this domain: no TXT record "${challenge.recordValue}" at ${challenge.recordName} ` +
    `(${found.length > 0 ? `found ${found.map((value) => `"${value}"`).join(', ')}` : 'found none'}), ` +
    `and ${challenge.fileUrl} does not hold that text. Add the record or the file (DNS changes can take a while), then press Verify again`,
} as const;

/**
 * Looks for the token: a TXT record at `_nordhub-challenge.<domain>` whose value is
 * `nordhub-verification=<token>`, else the file at the well-known path holding that value (or
 * the bare token). The message names what was found in DNS, so a stale or mistyped record shows.
 */
export async function proveDomainControl(probe: DomainProbe, domain: string, token: string): Promise<DomainProof> {
  const challenge = domainChallenge(domain, token);
  const records = (await probe.txtRecords(challenge.recordName)).map((parts) => parts.join('').trim());
  if (records.includes(challenge.recordValue)) return { proven: true, by: 'dns' };
  const file = await probe.verificationFile(domain);
  if (file !== null && (file === challenge.recordValue || file === token)) return { proven: true, by: 'file' };
  return { proven: false, message: domainVerificationMessages.notFound(challenge, records.filter((value) => value.startsWith('nordhub-verification='))) };
}
