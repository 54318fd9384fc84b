import type { CareersHero, CareersHeroValues, CareersLanguages, CareersSite } from '@nordhub/contracts';
import { defaultLocale, isSiteLocale, normalizeHostname, offeredLocales, videoLinkOf, type SiteLocale } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { loadPublicCompany } from '../companies';
import { findCareersCompanyKey, findCareersHero, findCareersLanguages, upsertCareersHero, upsertCareersLanguages, type CareersHeroRow } from './queries';

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
    hero: await loadCareersHero(db, company.id),
    ...(await loadCareersLanguages(db, company.id)),
  };
}

/** The careers site's languages, the default first; English alone until the startup chose. */
export async function loadCareersLanguages(db: Db, companyId: string): Promise<CareersLanguages> {
  const row = await findCareersLanguages(db, companyId);
  const defaultLanguage: SiteLocale = row && isSiteLocale(row.default_language) ? row.default_language : defaultLocale;
  return { defaultLanguage, languages: offeredLocales(defaultLanguage, (row?.languages ?? []).filter(isSiteLocale)) };
}

/** PUT /companies/{key}/careers-site/languages: stores the languages as checked by the contract. */
export async function saveCareersLanguages(db: Db, companyId: string, input: CareersLanguages): Promise<CareersLanguages> {
  await upsertCareersLanguages(db, companyId, { default_language: input.defaultLanguage, languages: offeredLocales(input.defaultLanguage, input.languages) });
  return loadCareersLanguages(db, companyId);
}

const heroOf = (row: CareersHeroRow): CareersHero => ({
  headline: row.headline,
  pitch: row.pitch,
  picture: row.picture_path ? { path: row.picture_path } : null,
  videoUrl: row.video_url,
  primaryColor: row.primary_color,
  accentColor: row.accent_color,
  jobGrouping: row.job_grouping === 'place' ? 'place' : 'team',
});

/** The hero a startup set for its careers site; null until it set one. */
export async function loadCareersHero(db: Db, companyId: string): Promise<CareersHero | null> {
  const row = await findCareersHero(db, companyId);
  return row ? heroOf(row) : null;
}

/**
 * PUT /companies/{key}/careers-site: stores the hero as checked by the contract (lengths, video
 * address, colour contrast). A video is kept as its canonical watch address; '' clears a field.
 */
export async function saveCareersHero(db: Db, companyId: string, input: CareersHeroValues): Promise<CareersHero | null> {
  const video = input.videoUrl ? videoLinkOf(input.videoUrl) : null;
  await upsertCareersHero(db, companyId, {
    headline: input.headline,
    pitch: input.pitch ?? '',
    picture_path: input.picture?.path ?? null,
    video_url: video?.url ?? null,
    primary_color: input.primaryColor ? input.primaryColor.toLowerCase() : null,
    accent_color: input.accentColor ? input.accentColor.toLowerCase() : null,
    job_grouping: input.jobGrouping ?? 'team',
  });
  return loadCareersHero(db, companyId);
}
