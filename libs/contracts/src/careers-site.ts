import { CAREERS_HEADLINE_MAX, CAREERS_PITCH_MAX, careersColourProblem, careersVideoMessage, videoLinkOf, type CareersColourField } from '@nordhub/domain';
import * as z from 'zod/mini';
import { companySchema } from './company';
import { siteLocaleMessage, siteLocaleSchema } from './enums';
import { imageSchema } from './image';

/** What a host name may look like: labels of letters, digits and hyphens, a top-level domain of letters. */
const HOST_NAME_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const careersDomainMessage = 'Please enter a host name only, such as careers.example.com (no https:// and no path)';

/**
 * A startup's careers domain as its settings take it: trimmed and lower-cased; '' or null
 * removes it. The server adds the rules that need data (not a main or feed host, not taken).
 */
export const careersDomainInputSchema = z.pipe(
  z.optional(
    z.nullable(
      z.string().check(z.trim(), z.toLowerCase(), z.refine((value) => value === '' || HOST_NAME_PATTERN.test(value), careersDomainMessage)),
    ),
  ),
  z.transform((value) => (value === '' ? null : value)),
);

/** How a careers site groups its open jobs: by team (the job's category) or by place. */
export const careersJobGroupingSchema = z.enum(['team', 'place']);
export type CareersJobGrouping = z.infer<typeof careersJobGroupingSchema>;

export const careersJobGroupingLabels: Record<CareersJobGrouping, string> = { team: 'By team', place: 'By place' };

/** The top of a careers site as the startup set it: its words, a picture or a video link, its colours. */
export const careersHeroSchema = z.object({
  headline: z.string(),
  pitch: z.string(),
  picture: z.nullable(imageSchema),
  /** A YouTube or Vimeo address (domain's videoLinkOf), shown as a link. */
  videoUrl: z.nullable(z.string()),
  /** The hero's background (white text on it); null: the site's own. */
  primaryColor: z.nullable(z.string()),
  /** The "See open jobs" button (white text on it); null: the site's own. */
  accentColor: z.nullable(z.string()),
  jobGrouping: careersJobGroupingSchema,
});
export type CareersHero = z.infer<typeof careersHeroSchema>;

export const careersHeadlineMessages = {
  required: 'Please enter a headline',
  tooLong: `The headline can be at most ${CAREERS_HEADLINE_MAX} characters`,
} as const;
export const careersPitchMessage = `The pitch can be at most ${CAREERS_PITCH_MAX} characters`;

const colourField = z.optional(z.nullable(z.string().check(z.trim())));

const addColourIssue = (field: CareersColourField, value: string | null | undefined, issues: { code: 'custom'; path: string[]; message: string }[]) => {
  const problem = careersColourProblem(field, value);
  if (problem) issues.push({ code: 'custom', path: [field], message: problem });
};

/**
 * PUT /companies/{key}/careers-site: the hero as the portal's editor sends it. '' or null clears
 * the video and the colours; a colour must carry white text at WCAG AA (domain's careersColourProblem).
 */
export const careersHeroInputSchema = z
  .object({
    headline: z.string().check(z.trim(), z.minLength(1, careersHeadlineMessages.required), z.maxLength(CAREERS_HEADLINE_MAX, careersHeadlineMessages.tooLong)),
    pitch: z.optional(z.string().check(z.trim(), z.maxLength(CAREERS_PITCH_MAX, careersPitchMessage))),
    picture: z.optional(z.nullable(imageSchema)),
    videoUrl: z.optional(z.nullable(z.string().check(z.trim(), z.refine((value) => value === '' || videoLinkOf(value) !== null, careersVideoMessage)))),
    primaryColor: colourField,
    accentColor: colourField,
    jobGrouping: z.optional(careersJobGroupingSchema),
  })
  .check(
    z.superRefine((hero, ctx) => {
      const issues: { code: 'custom'; path: string[]; message: string }[] = [];
      addColourIssue('primaryColor', hero.primaryColor, issues);
      addColourIssue('accentColor', hero.accentColor, issues);
      for (const issue of issues) ctx.addIssue(issue);
    }),
  );
export type CareersHeroInput = z.input<typeof careersHeroInputSchema>;
export type CareersHeroValues = z.output<typeof careersHeroInputSchema>;

/** The languages of a careers site: the one it speaks by default and every one it offers, the default first. */
export const careersLanguagesSchema = z.object({
  defaultLanguage: siteLocaleSchema,
  languages: z.array(siteLocaleSchema),
});
export type CareersLanguages = z.infer<typeof careersLanguagesSchema>;

export const careersLanguagesMessages = {
  unknown: siteLocaleMessage,
  none: 'Offer at least one language',
  withoutDefault: 'Offer the default language too',
  twice: 'Offer each language once',
} as const;

const languageInput = siteLocaleSchema;

/**
 * PUT /companies/{key}/careers-site/languages: the careers site's default language and the
 * languages its switcher offers (the default among them, each once).
 */
export const careersLanguagesInputSchema = z
  .object({
    defaultLanguage: languageInput,
    languages: z.array(languageInput).check(
      z.minLength(1, careersLanguagesMessages.none),
      z.refine((languages) => new Set(languages).size === languages.length, careersLanguagesMessages.twice),
    ),
  })
  .check(z.refine((input) => input.languages.length === 0 || input.languages.includes(input.defaultLanguage), { message: careersLanguagesMessages.withoutDefault, path: ['languages'] }));
export type CareersLanguagesInput = z.input<typeof careersLanguagesInputSchema>;

/** GET and PUT /companies/{key}/careers-site (the startup's managers): the hero, null until it is set, and the languages. */
export const careersSiteSettingsSchema = z.object({ hero: z.nullable(careersHeroSchema), languages: careersLanguagesSchema });
export type CareersSiteSettings = z.infer<typeof careersSiteSettingsSchema>;

/**
 * GET /companies/domain/{domain}: the startup whose careers site lives on that host, with what
 * the careers site shows (its branding, what it does, where it is and its key figures).
 */
export const careersSiteSchema = z.extend(z.pick(companySchema, {
    id: true,
    key: true,
    name: true,
    website: true,
    logoImage: true,
    galleryImages: true,
    whatWeDo: true,
    countries: true,
    keyFigures: true,
    perks: true,
    industries: true,
    headquarters: true,
    numberOfActiveJobs: true,
  }), {
    /** The careers host name itself (lower-case, no port). */
    domain: z.string(),
    /** The main site's origin (PUBLIC_URL, else the first main host), for Apply and "powered by" links. */
    mainSiteUrl: z.string(),
    /** The hero the startup set up; null shows the site's own ("Join our team"). */
    hero: z.nullable(careersHeroSchema),
    /** The language a page without `?lang=` speaks. */
    defaultLanguage: siteLocaleSchema,
    /** Every language the site offers, the default first (its language switcher, hreflang). */
    languages: z.array(siteLocaleSchema),
  });
export type CareersSite = z.infer<typeof careersSiteSchema>;
