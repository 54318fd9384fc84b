import type { CareersSite } from '@nordhub/contracts';
import { normalizeHostname } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { loadPublicCompany } from '../companies';
import { findCareersCompanyKey } from './queries';

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
