import * as z from 'zod';
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
  min: z.number().min(0).nullable(),
  max: z.number().min(0).nullable(),
  /** ISO 4217 code, set only for type "range". */
  currency: z.string().length(3).nullable(),
  /** Whether min and max are paid per month or per year; null when not stated (type "range" only). */
  period: salaryPeriodSchema.nullable(),
});
export type Salary = z.infer<typeof salarySchema>;

export const otherCompensationDetailsSchema = z.object({
  type: otherCompensationSchema,
  /** Equity share, set only for type "percentage": the lowest share of a range, or the one share. */
  percentage: z.number().min(0).max(100).nullable(),
  /** The highest equity share of a range; null when a single share is offered. */
  percentageMax: z.number().min(0).max(100).nullable(),
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
  expirationDate: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  approvedAt: isoDateTimeSchema.nullable(),
  boostingExpiresAt: isoDateTimeSchema.nullable(),
  /**
   * When the startup last confirmed the job still open (a click in the portal or the reminder
   * e-mail, an edit, going live). Not confirmed for 30 days: stale (domain's isJobStale).
   */
  confirmedOpenAt: isoDateTimeSchema,
  views: z.number().int().min(0),
  /** Link-preview image. */
  share: z.object({ image: imageSchema.nullable() }),
  /** The job board (white-label feed key) it was posted through, if any. */
  board: z.string().nullable(),
  saved: z.boolean(),
  interestedAt: isoDateTimeSchema.nullable(),
  description: z.string(),
  category: jobCategorySchema,
  positionType: positionTypeSchema,
  salary: salarySchema,
  otherCompensation: otherCompensationDetailsSchema.nullable(),
  receiveApplicants: receiveApplicantsSchema,
  /** External application page, for receiveApplicants "url". */
  applicationUrl: z.string().nullable(),
  /** Address that receives applications, for receiveApplicants "email". */
  applicationEmail: z.string().nullable(),
  /** Working language, visa sponsorship, relocation support, remote countries (job-work-conditions.ts). */
  ...jobWorkConditionsSchema.shape,
});
export type Job = z.infer<typeof jobSchema>;

/** A job in lists: everything but the long description. */
export const jobListItemSchema = jobSchema.omit({ description: true });
export type JobListItem = z.infer<typeof jobListItemSchema>;

/**
 * The job page's data (GET /jobs/single/{id} and /hidden): the job plus its benefits (icon and
 * text, like a company's perks). `status` is the effective one: an ACTIVE job past its
 * expiration date is reported EXPIRED, so the page can say that it is closed.
 */
export const jobDetailSchema = jobSchema.extend({
  benefits: z.array(perkSchema),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** The job search counts its matches exactly up to this many; beyond, `total` is a lower bound. */
export const JOB_SEARCH_COUNT_CAP = 1000;

/**
 * One page of the job search. `total` is exact up to JOB_SEARCH_COUNT_CAP matches; when more
 * match, `totalIsCapped` is true and `total` is a lower bound (the cap, or more on pages past
 * it): show it as "1,000+ jobs". The page itself and its ranking are always exact.
 */
export const jobSearchPageSchema = paged(jobListItemSchema).extend({
  totalIsCapped: z.boolean().optional(),
});

/** GET /v2/jobsandfeatured. */
export const jobsAndFeaturedSchema = z.object({
  jobs: jobSearchPageSchema,
  featuredJobs: z.array(jobListItemSchema),
});
export type JobsAndFeatured = z.infer<typeof jobsAndFeaturedSchema>;

/** Create or edit a job (the company's job form). */
export const jobInputSchema = z
  .object({
    title: requiredText(120, 'Title', 'Please enter the job title'),
    description: textInput(20_000, 'Description'),
    category: jobCategorySchema,
    positionType: positionTypeSchema,
    location: locationInputSchema,
    isRemote: z.boolean(),
    expirationDate: isoDateTimeSchema.nullable(),
    salary: z.object({
      type: salaryTypeSchema,
      min: z.number('The lowest salary must be a number').positive('The lowest salary must be more than 0').nullable().optional(),
      max: z.number('The highest salary must be a number').positive('The highest salary must be more than 0').nullable().optional(),
      currency: z.string().length(3, 'The currency must be a three-letter code such as DKK').toUpperCase().nullable().optional(),
      /** Per month or per year; absent or null leaves it unstated. */
      period: salaryPeriodSchema.nullable().optional(),
    }),
    otherCompensation: z
      .object({
        type: otherCompensationSchema,
        percentage: z
          .number('The lowest equity share must be a number')
          .min(0, 'The lowest equity share must be between 0 and 100%')
          .max(100, 'The lowest equity share must be between 0 and 100%')
          .nullable()
          .optional(),
        percentageMax: z
          .number('The highest equity share must be a number')
          .min(0, 'The highest equity share must be between 0 and 100%')
          .max(100, 'The highest equity share must be between 0 and 100%')
          .nullable()
          .optional(),
      })
      .nullable()
      .optional(),
    receiveApplicants: receiveApplicantsSchema,
    applicationUrl: z.url('Please enter a valid link').nullable().optional(),
    applicationEmail: z.email('Please enter a valid email address').nullable().optional(),
    share: z.object({ image: imageSchema.nullable() }).optional(),
    /**
     * Creating only: post even when an open job of the startup has the same title and place
     * (otherwise 409 E_DUPLICATE_JOB naming it). Edits ignore it.
     */
    allowDuplicate: z.boolean().optional(),
    /** What the job offers besides pay (icon and text, like a company's perks); absent keeps none. */
    benefits: z
      .array(z.object({ icon: benefitIconSchema, text: requiredText(100, 'Benefit', 'Please describe the benefit') }))
      .max(30, 'Please list at most 30 benefits')
      .optional(),
    /** Working language, visa sponsorship, relocation support, remote countries; absent keeps what is stored. */
    ...jobWorkConditionsInputSchema.shape,
  })
  .superRefine((job, ctx) => {
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
  });
export type JobInput = z.input<typeof jobInputSchema>;
export type JobInputParsed = z.output<typeof jobInputSchema>;
