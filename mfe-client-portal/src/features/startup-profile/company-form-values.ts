import { type Company, companyInputSchema, type CompanyUpdate } from '@nordhub/contracts';
import * as z from 'zod/mini';

/** The profile form validates with the contracts' company input (the key and status are not form fields). */
export const companyFormSchema = z.omit(companyInputSchema, { key: true, status: true, careersDomain: true });
export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type CompanyFormOutput = z.output<typeof companyFormSchema>;

export const emptyQuote = { text: '', author: '', authorTitle: '', image: null };

/** The form's starting values from the saved company (nulls of text fields become ''). */
export function companyToFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    website: company.website,
    logoImage: company.logoImage ? { path: company.logoImage.path } : null,
    galleryImages: company.galleryImages.map(({ path }) => ({ path })),
    team: company.team.map((person) => ({
      name: person.name,
      title: person.title ?? '',
      image: person.image ? { path: person.image.path } : null,
      linkedinUrl: person.linkedinUrl ?? '',
    })),
    quote: company.quote
      ? { text: company.quote.text, author: company.quote.author, authorTitle: company.quote.authorTitle ?? '', image: company.quote.image }
      : null,
    countries: company.countries,
    whatWeDo: { description: company.whatWeDo.description },
    industries: company.industries,
    sdgs: company.sdgs,
    perks: company.perks,
    keyFigures: company.keyFigures,
    fundingStage: company.fundingStage ?? '',
    stage: company.stage ?? '',
    businessModel: company.businessModel ?? '',
    numberOfEmployees: company.numberOfEmployees ?? '',
    foundedYear: company.foundedYear,
    headquarters: {
      locality: company.headquarters?.locality ?? '',
      address: company.headquarters?.address ?? '',
      country: company.headquarters?.country ?? '',
      countryCode: company.headquarters?.countryCode ?? null,
    },
    investors: company.investors.map((entry) => ({
      id: entry.id,
      name: entry.name,
      website: entry.website,
      category: entry.category ?? '',
      intro: entry.basicInfo.intro,
    })),
  };
}

/** The PUT body from validated form values ('' choices become null, so "none" is stored as such). */
export function formValuesToUpdate(values: CompanyFormOutput): CompanyUpdate {
  const orNull = (value: string | null | undefined) => (value ? value : null);
  return {
    ...values,
    fundingStage: orNull(values.fundingStage),
    stage: orNull(values.stage),
    businessModel: orNull(values.businessModel),
    numberOfEmployees: orNull(values.numberOfEmployees),
  };
}
