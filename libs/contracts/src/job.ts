import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, paged, requiredText, textInput } from './common';
import {
  benefitIconSchema,
  jobCategorySchema,
  jobStatusSchema,
  otherCompensationSchema,
  positionTypeSchema,
  payCurrencySchema,
  receiveApplicantsSchema,
  salaryPeriodSchema,
  salaryTypeSchema,
} from './enums';
import { imageSchema } from './image';
import { locationInputSchema, locationSchema } from './location';
import { perkSchema } from './company';
import { companyRefSchema } from './refs';
import { checkJobWorkConditions, jobWorkConditionsInputSchema, jobWorkConditionsSchema } from './job-work-conditions';

export const salarySchema = z.object({
  type: salaryTypeSchema,
  /** Set only for type "range". */
  min: z.nullable(z.number().check(z.gte(0))),
  max: z.nullable(z.number().check(z.gte(0))),
  /** ISO 4217 code, set only for type "range". */
  currency: z.nullable(z.string().check(z.length(3))),
  /** Whether min and max are paid per month or per year; null when not stated (type "range" only). */
  period: z.nullable(salaryPeriodSchema),
});
export type Salary = z.infer<typeof salarySchema>;

export const otherCompensationDetailsSchema = z.object({
  type: otherCompensationSchema,
  /** Equity share, set only for type "percentage": the lowest share of a range, or the one share. */
  percentage: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  /** The highest equity share of a range; null when a single share is offered. */
  percentageMax: z.nullable(z.number().check(z.gte(0), z.lte(100))),
});
export type OtherCompensationDetails = z.infer<typeof otherCompensationDetailsSchema>;

/** A job ad. Flags `saved` and `interestedAt` are about the signed-in user (false/null for guests). */
export const jobSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: jobStatusSchema,
  company: companyRefSchema,
  location: locationSchema,
  isRemote: z.boolean(),
  expirationDate: z.nullable(isoDateTimeSchema),
  createdAt: isoDateTimeSchema,
  approvedAt: z.nullable(isoDateTimeSchema),
  boostingExpiresAt: z.nullable(isoDateTimeSchema),
  /**
   * When the startup last confirmed the job still open (a click in the portal or the reminder
   * e-mail, an edit, going live). Not confirmed for 30 days: stale (domain's isJobStale).
   */
  confirmedOpenAt: isoDateTimeSchema,
  /**
   * Whole days the startup usually takes to answer an application, when it is one of the
   * "Startups that answer" (docs/employers-who-answer.md); null otherwise. Job lists and pages
   * carry it; jobs read elsewhere may leave it out.
   */
  answersWithinDays: z.optional(z.nullable(z.int().check(z.gte(1)))),
  /**
   * On the startup's own job list only: the posting is paid (it waits for review, or was sent back
   * from it), so submitting it takes no second checkout.
   */
  postingPaid: z.optional(z.boolean()),
  views: z.int().check(z.gte(0)),
  /** Link-preview image. */
  share: z.object({ image: z.nullable(imageSchema) }),
  /** The job board (white-label feed key) it was posted through, if any. */
  board: z.nullable(z.string()),
  saved: z.boolean(),
  interestedAt: z.nullable(isoDateTimeSchema),
  description: z.string(),
  category: jobCategorySchema,
  positionType: positionTypeSchema,
  salary: salarySchema,
  otherCompensation: z.nullable(otherCompensationDetailsSchema),
  receiveApplicants: receiveApplicantsSchema,
  /** External application page, for receiveApplicants "url". */
  applicationUrl: z.nullable(z.string()),
  /** Address that receives applications, for receiveApplicants "email". */
  applicationEmail: z.nullable(z.string()),
  /** Working language, visa sponsorship, relocation support, remote countries (job-work-conditions.ts). */
  ...jobWorkConditionsSchema.shape,
});
export type Job = z.infer<typeof jobSchema>;

/** A job in lists: everything but the long description. */
export const jobListItemSchema = z.omit(jobSchema, { description: true });
export type JobListItem = z.infer<typeof jobListItemSchema>;

/**
 * The job page's data (GET /jobs/single/{id} and /hidden): the job plus its benefits (icon and
 * text, like a company's perks). `status` is the effective one: an ACTIVE job past its
 * expiration date is reported EXPIRED, so the page can say that it is closed.
 */
export const jobDetailSchema = z.extend(jobSchema, {
  benefits: z.array(perkSchema),
  /** Questions the startup asks every applicant on Nordhub's apply form, in order (at most SCREENING_QUESTIONS_MAX). */
  screeningQuestions: z.array(z.string()),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** The job search counts its matches exactly up to this many; beyond, `total` is a lower bound. */
export const JOB_SEARCH_COUNT_CAP = 1000;

/**
 * One page of the job search. `total` is exact up to JOB_SEARCH_COUNT_CAP matches; when more
 * match, `totalIsCapped` is true and `total` is a lower bound (the cap, or more on pages past
 * it): show it as "1,000+ jobs". The page itself and its ranking are always exact.
 */
export const jobSearchPageSchema = z.extend(paged(jobListItemSchema), {
  totalIsCapped: z.optional(z.boolean()),
});

/**
 * GET /v2/jobsandfeatured: one page of the search and the featured jobs to show beside it,
 * marked "Featured" and mixed into the results by the page.
 */
export const jobsAndFeaturedSchema = z.object({
  /**
   * The page of results, ranked by the sort alone (a boost gives no place here). A job that is
   * featured on this page is left out of `docs`, which may then hold fewer than pageSize jobs;
   * `total` and the paging are the search's own (every match counted once).
   */
  jobs: jobSearchPageSchema,
  /**
   * At most 3 (domain's FEATURED_PER_PAGE) boosted jobs matching the search's filters and, with
   * search text, matching it at least as well as the page's lowest result; the longest-running
   * boost first, rotating across pages (page 2 shows the next ones). Empty past the last page.
   */
  featuredJobs: z.array(jobListItemSchema),
});
export type JobsAndFeatured = z.infer<typeof jobsAndFeaturedSchema>;

export const SCREENING_QUESTIONS_MAX = 5;
export const SCREENING_QUESTION_MAX_LENGTH = 300;

/** Create or edit a job (the company's job form). */
export const jobInputSchema = z.object({
    title: requiredText(120, 'Title', 'Please enter the job title'),
    description: textInput(20_000, 'Description'),
    category: jobCategorySchema,
    positionType: positionTypeSchema,
    location: locationInputSchema,
    isRemote: z.boolean(),
    expirationDate: z.nullable(isoDateTimeSchema),
    salary: z.object({
      type: salaryTypeSchema,
      min: z.optional(z.nullable(z.number('The lowest salary must be a number').check(z.positive('The lowest salary must be more than 0')))),
      max: z.optional(z.nullable(z.number('The highest salary must be a number').check(z.positive('The highest salary must be more than 0')))),
      currency: z.optional(z.nullable(z.string().check(z.length(3, 'The currency must be a three-letter code such as DKK'), z.toUpperCase()))),
      /** Per month or per year; absent or null leaves it unstated. */
      period: z.optional(z.nullable(salaryPeriodSchema)),
    }),
    otherCompensation: z.optional(z.nullable(z.object({
        type: otherCompensationSchema,
        percentage: z.optional(z.nullable(z.number('The lowest equity share must be a number').check(z.gte(0, 'The lowest equity share must be between 0 and 100%'), z.lte(100, 'The lowest equity share must be between 0 and 100%')))),
        percentageMax: z.optional(z.nullable(z.number('The highest equity share must be a number').check(z.gte(0, 'The highest equity share must be between 0 and 100%'), z.lte(100, 'The highest equity share must be between 0 and 100%')))),
      }))),
    receiveApplicants: receiveApplicantsSchema,
    applicationUrl: z.optional(z.nullable(z.url('Please enter a valid link'))),
    applicationEmail: z.optional(z.nullable(z.email('Please enter a valid email address'))),
    share: z.optional(z.object({ image: z.nullable(imageSchema) })),
    /**
     * Creating only: post even when an open job of the startup has the same title and place
     * (otherwise 409 E_DUPLICATE_JOB naming it). Edits ignore it.
     */
    allowDuplicate: z.optional(z.boolean()),
    /** What the job offers besides pay (icon and text, like a company's perks); absent keeps none. */
    benefits: z.optional(z.array(z.object({ icon: benefitIconSchema, text: requiredText(100, 'Benefit', 'Please describe the benefit') })).check(z.maxLength(30, 'Please list at most 30 benefits'))),
    /**
     * Questions every applicant answers on Nordhub's apply form; absent keeps what is stored. A
     * question about pay history is refused by the job form and the API (domain's
     * screeningQuestionProblems: its word lists stay out of every page that parses a job).
     */
    screeningQuestions: z.optional(
      z
        .array(requiredText(SCREENING_QUESTION_MAX_LENGTH, 'A question', 'Please write the question or remove it'))
        .check(z.maxLength(SCREENING_QUESTIONS_MAX, `Please ask at most ${SCREENING_QUESTIONS_MAX} questions`)),
    ),
    /** Working language, visa sponsorship, relocation support, remote countries; absent keeps what is stored. */
    ...jobWorkConditionsInputSchema.shape,
  }).check(z.superRefine((job, ctx) => {
    checkJobWorkConditions(job, ctx);

    const { salary } = job;
    if (salary.type === 'range') {
      if (salary.min == null) ctx.addIssue({ code: 'custom', path: ['salary', 'min'], message: 'Please enter the lowest salary' });
      if (salary.max == null) ctx.addIssue({ code: 'custom', path: ['salary', 'max'], message: 'Please enter the highest salary' });
      if (!salary.currency) ctx.addIssue({ code: 'custom', path: ['salary', 'currency'], message: 'Please choose a currency' });
      else if (!payCurrencySchema.safeParse(salary.currency).success) {
        ctx.addIssue({ code: 'custom', path: ['salary', 'currency'], message: 'The currency must be DKK, SEK, NOK, EUR or ISK' });
      }
      if (salary.min != null && salary.max != null && salary.min > salary.max) {
        ctx.addIssue({ code: 'custom', path: ['salary', 'max'], message: 'The highest salary must not be below the lowest' });
      }
    }
    if (job.otherCompensation?.type === 'percentage') {
      const { percentage, percentageMax } = job.otherCompensation;
      if (percentage == null) ctx.addIssue({ code: 'custom', path: ['otherCompensation', 'percentage'], message: 'Please enter the percentage' });
      if (percentage != null && percentageMax != null && percentage > percentageMax) {
        ctx.addIssue({ code: 'custom', path: ['otherCompensation', 'percentageMax'], message: 'The highest equity share must not be below the lowest' });
      }
    }
    if (job.receiveApplicants === 'url' && !job.applicationUrl) {
      ctx.addIssue({ code: 'custom', path: ['applicationUrl'], message: 'Please enter the link where candidates apply' });
    }
    if (job.receiveApplicants === 'email' && !job.applicationEmail) {
      ctx.addIssue({ code: 'custom', path: ['applicationEmail'], message: 'Please enter the email address for applications' });
    }
  }));
export type JobInput = z.input<typeof jobInputSchema>;
export type JobInputParsed = z.output<typeof jobInputSchema>;
