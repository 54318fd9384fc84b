import { countryNames, type JobDetail, type PositionType, type Salary } from '@nordhub/contracts';
import { countryName as anyCountryName, isClosedJob, remoteWorkCountries, showsPayRange, textParagraphs } from '@nordhub/domain';
import { escapeHtml } from './html';

/** schema.org employmentType for each position type (Google's values). */
const employmentTypes: Record<PositionType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  // Students work alongside their studies: part-time by nature.
  student: 'PART_TIME',
  freelance: 'CONTRACTOR',
};

export interface JobPostingLinks {
  /** The job page's canonical URL. */
  url: string;
  /** Absolute URL of the company's logo, if it has one. */
  logoUrl: string | null;
  /** The company's own website, if known. */
  companyWebsite: string | null;
}

const countryName = (code: string) => (countryNames as Record<string, string | undefined>)[code] ?? anyCountryName(code);

/** The description as simple HTML (Google reads HTML there); the text is escaped, never trusted. */
function descriptionHtml(text: string): string {
  return textParagraphs(text)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A website as an absolute http(s) URL ('fjord.example' -> 'https://fjord.example'); null otherwise. */
export function websiteUrl(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * schema.org MonetaryAmount of the pay the ad shows (the same rule as its "Pay range in the ad"
 * mark), in Google for Jobs' shape: currency, a QuantitativeValue with minValue and maxValue (or
 * one value for a starting pay) and unitText MONTH or YEAR. Null when the ad shows no range or
 * does not say per what: an amount without its period would be read as any of them.
 */
export function baseSalaryJsonLd(salary: Salary): object | null {
  if (!showsPayRange(salary) || !salary.currency || salary.min === null || !salary.period) return null;
  const { min, max } = salary;
  return {
    '@type': 'MonetaryAmount',
    currency: salary.currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(max !== null && max !== min ? { minValue: min, maxValue: max } : { value: min }),
      unitText: salary.period === 'yearly' ? 'YEAR' : 'MONTH',
    },
  };
}

/**
 * schema.org JobPosting for a job page, with the job's real dates. A closed job is described only
 * while its dates say so (validThrough in the past); a job stopped before its expiration date
 * gets none, because no date of ours would tell the truth about it.
 */
export function jobPostingJsonLd(job: JobDetail, links: JobPostingLinks, now = new Date()): object | null {
  if (isClosedJob(job) && (!job.expirationDate || new Date(job.expirationDate) > now)) return null;
  const { location } = job;
  const hasPlace = Boolean(location.locality || location.address || location.countryCode);
  const sameAs = websiteUrl(links.companyWebsite);
  const baseSalary = baseSalaryJsonLd(job.salary);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.id },
    url: links.url,
    datePosted: job.approvedAt ?? job.createdAt,
    ...(job.expirationDate ? { validThrough: job.expirationDate } : {}),
    employmentType: employmentTypes[job.positionType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(sameAs ? { sameAs } : {}),
      ...(links.logoUrl ? { logo: links.logoUrl } : {}),
    },
    ...(hasPlace
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(location.address ? { streetAddress: location.address } : {}),
              ...(location.locality ? { addressLocality: location.locality } : {}),
              ...(location.countryCode ? { addressCountry: location.countryCode } : {}),
            },
          },
        }
      : {}),
    ...(job.isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          // The countries the startup named (job form); without any, the job's country, else the Nordics.
          applicantLocationRequirements: remoteWorkCountries(job).map((code) => ({ '@type': 'Country', name: countryName(code) })),
        }
      : {}),
    ...(baseSalary ? { baseSalary } : {}),
    // Applications on Nordhub itself; a link to another site or an e-mail address is not direct.
    directApply: job.receiveApplicants === 'platform',
  };
}
