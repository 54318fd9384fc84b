// Nordic reality filters (docs/nordic-filters.md): the working language of a job, visa
// sponsorship, relocation support and the countries a remote job may be done from.
import { isNordicCountryCode, nordicCountryCodes, nordicCountryNames } from './countries';
import { defaultLocale, type SiteLocale } from './locales';

/** ENGLISH: English is fine for the job; LOCAL_REQUIRED: one of the local languages is needed. */
export const WORKING_LANGUAGES = ['ENGLISH', 'LOCAL_REQUIRED'] as const;
export type WorkingLanguage = (typeof WORKING_LANGUAGES)[number];

/** The Nordic languages a job may require (ISO 639-1 codes). */
export const NORDIC_LANGUAGES = ['da', 'sv', 'no', 'fi', 'is'] as const;
export type NordicLanguage = (typeof NORDIC_LANGUAGES)[number];

export const nordicLanguageNames: Record<NordicLanguage, string> = {
  da: 'Danish',
  sv: 'Swedish',
  no: 'Norwegian',
  fi: 'Finnish',
  is: 'Icelandic',
};

export const workingLanguageLabels: Record<WorkingLanguage, string> = {
  ENGLISH: 'English is fine',
  LOCAL_REQUIRED: 'Local language required',
};

/** What the job page and the filters know about a job's Nordic working conditions. */
export interface JobWorkConditions {
  isRemote: boolean;
  location: { countryCode: string | null };
  workingLanguage: WorkingLanguage;
  requiredLanguages: readonly NordicLanguage[];
  visaSponsorship: boolean;
  relocationSupport: boolean;
  /** Countries a remote job may be done from (ISO 3166-1 alpha-2); empty: not stated. */
  remoteCountryCodes: readonly string[];
}

/**
 * The countries a remote job may be done from: those the startup named; when it named none, the
 * job's own country, or the Nordics when it has none. Empty for a job that is not remote. The
 * search filter "remote from" (migration 0029 copies this list into the listings), the job page
 * and the JSON-LD applicantLocationRequirements all use this one rule.
 */
export function remoteWorkCountries(job: Pick<JobWorkConditions, 'isRemote' | 'location' | 'remoteCountryCodes'>): string[] {
  if (!job.isRemote) return [];
  if (job.remoteCountryCodes.length > 0) return [...job.remoteCountryCodes];
  return job.location.countryCode ? [job.location.countryCode] : [...nordicCountryCodes];
}

// Built on the first name needed: building one loads the browser's region names (16 ms of a
// phone's start-up when it was built as the module loaded, docs/performance.md).
const regionNames = new Map<SiteLocale, Intl.DisplayNames>();

/**
 * A country's name ("SE" -> "Sweden"), in a site language when given ("Ruotsi" in Finnish); an
 * unknown code stays as it is.
 */
export function countryName(code: string, locale: SiteLocale = defaultLocale): string {
  if (locale === defaultLocale && isNordicCountryCode(code)) return nordicCountryNames[code];
  try {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
      regionNames.set(locale, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The language labels: "English is fine", or "Danish required" / "Danish or Swedish required". */
export function workingLanguageLabel(job: Pick<JobWorkConditions, 'workingLanguage' | 'requiredLanguages'>): string {
  if (job.workingLanguage === 'ENGLISH' || job.requiredLanguages.length === 0) return workingLanguageLabels[job.workingLanguage];
  const names = job.requiredLanguages.map((code) => nordicLanguageNames[code]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return `${list} required`;
}

/**
 * The labels a job page shows, in order: the working language, "Visa sponsorship",
 * "Relocation support", and for a remote job "Remote from: Sweden, Finland".
 */
export function jobWorkConditionLabels(job: JobWorkConditions): string[] {
  const labels = [workingLanguageLabel(job)];
  if (job.visaSponsorship) labels.push('Visa sponsorship');
  if (job.relocationSupport) labels.push('Relocation support');
  const remote = remoteWorkCountries(job);
  if (remote.length > 0) labels.push(`Remote from: ${remote.map((code) => countryName(code)).join(', ')}`);
  return labels;
}
