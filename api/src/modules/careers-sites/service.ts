import { errorCodes, type ApiFieldError, type CareersSite } from '@nordhub/contracts';
import { classifyHost, normalizeHostname, type HostClassificationRules } from '@nordhub/domain';
import type { Db } from '../../db/db';
import { badRequest, HttpError } from '../../http-errors';
import { loadPublicCompany } from '../companies/directory';
import { careersDomainUsedByOtherCompany, findCareersCompanyKey, isFeedDomain } from './queries';

/**
 * The careers site on `host` (GET /companies/domain/{domain}): the host is compared lower-case,
 * without a port or a trailing dot. Only a published (ACTIVE) startup has a careers site; null
 * for drafts, paused startups and unknown hosts.
 */
export async function loadCareersSite(db: Db, host: string): Promise<Omit<CareersSite, 'mainSiteUrl'> | null> {
  const domain = normalizeHostname(host);
  if (!domain) return null;
  const key = await findCareersCompanyKey(db, domain);
  const company = key ? await loadPublicCompany(db, key, null) : null;
  if (!company) return null;
  return {
    id: company.id,
    key: company.key,
    name: company.name,
    website: company.website,
    logoImage: company.logoImage,
    galleryImages: company.galleryImages,
    whatWeDo: company.whatWeDo,
    countries: company.countries,
    keyFigures: company.keyFigures,
    perks: company.perks,
    industries: company.industries,
    headquarters: company.headquarters,
    numberOfActiveJobs: company.numberOfActiveJobs,
    domain,
  };
}

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
