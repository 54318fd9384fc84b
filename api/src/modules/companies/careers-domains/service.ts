import { errorCodes, type ApiFieldError } from '@nordhub/contracts';
import { classifyHost, type HostClassificationRules } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { badRequest, conflict, HttpError } from '../../../http-errors';
import { domainVerification, domainVerificationMessages, proveDomainControl } from '../domain-verification';
import type { DomainProbe } from '../domain-verification';
import { careersDomainRow, careersDomainUsedByOtherCompany, isFeedDomain, setCareersDomainStatus, type CareersDomainRow } from './queries';

// A startup's own domain for its careers site: checked when set, proved by DNS or a file, revoked by
// an admin. The careers site itself (careers-sites) serves only a verified domain.

export const careersDomainMessages = {
  mainHost: 'This is the address of Nordhub itself; please enter your own domain, such as careers.example.com',
  feedHost: 'This address belongs to Nordhub’s white-label job feeds; please enter your own domain, such as careers.example.com',
  taken: 'This domain is already used by another startup’s careers site or by a white-label feed',
} as const;

const field = (message: string): ApiFieldError[] => [{ path: 'careersDomain', message }];

/**
 * The rules a careers domain needs data for (its form is the contracts' careersDomainInputSchema):
 * not one of the main hosts and not under a white-label suffix (those hosts never reach a careers
 * site: 400), not a feed's domain and not another startup's (409). Every error names the field.
 */
export async function checkCareersDomain(db: Db, hosts: HostClassificationRules, domain: string, companyId: string | null): Promise<void> {
  const kind = classifyHost(domain, hosts);
  if (kind === 'main') throw badRequest(careersDomainMessages.mainHost, field(careersDomainMessages.mainHost));
  if (kind === 'whitelabel') throw badRequest(careersDomainMessages.feedHost, field(careersDomainMessages.feedHost));
  if ((await isFeedDomain(db, domain)) || (await careersDomainUsedByOtherCompany(db, domain, companyId))) {
    throw new HttpError(409, errorCodes.E_CONFLICT, careersDomainMessages.taken, field(careersDomainMessages.taken));
  }
}

/** The careers domain's verification as the settings page shows it; null without a domain. */
export const careersDomainVerification = (row: CareersDomainRow) =>
  row.careers_domain
    ? domainVerification({ domain: row.careers_domain, status: row.careers_domain_status, token: row.careers_domain_token, verifiedAt: row.careers_domain_verified_at })
    : null;

const noDomain = () => conflict('This startup has no careers domain: set one in its settings first');

/**
 * POST /companies/{key}/careers-domain/verify: looks for the token (TXT record or file) and, when
 * found, serves the domain. Already verified: nothing to do. Revoked, or not found: 409 with the
 * reason, naming `careersDomain`.
 */
export async function verifyCareersDomain(db: Db, probe: DomainProbe, companyId: string): Promise<void> {
  const row = await careersDomainRow(db, companyId);
  if (!row.careers_domain) throw noDomain();
  if (row.careers_domain_status === 'verified') return;
  if (row.careers_domain_status === 'revoked') throw new HttpError(409, errorCodes.E_CONFLICT, domainVerificationMessages.revoked, field(domainVerificationMessages.revoked));
  // The look-up runs outside a transaction (it waits on the network); the write checks that the
  // domain and token are still the ones proven.
  const proof = await proveDomainControl(probe, row.careers_domain, row.careers_domain_token);
  if (!proof.proven) throw new HttpError(409, errorCodes.E_CONFLICT, proof.message, field(proof.message));
  await db.transaction(async (tx) => {
    const current = await careersDomainRow(tx, companyId, true);
    if (current.careers_domain !== row.careers_domain || current.careers_domain_token !== row.careers_domain_token || current.careers_domain_status !== 'pending') {
      throw conflict('The careers domain changed while it was being verified: please press Verify again');
    }
    await setCareersDomainStatus(tx, companyId, 'verified');
  });
}

/** POST /companies/{key}/careers-domain/revoke (admins): the domain stops being served until it is changed. */
export async function revokeCareersDomain(db: Db, companyId: string): Promise<void> {
  const row = await careersDomainRow(db, companyId);
  if (!row.careers_domain) throw noDomain();
  await setCareersDomainStatus(db, companyId, 'revoked');
}
