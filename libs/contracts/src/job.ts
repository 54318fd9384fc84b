import { formatSalaryRange } from '@nordhub/domain';
import * as z from 'zod';
import { idSchema, isoDateTimeSchema, paged, requiredText, textInput } from './common';
import {
  benefitIconSchema,
  jobStatusSchema,
  otherCompensationLabels,
  otherCompensationSchema,
  positionTypeSchema,
  receiveApplicantsSchema,
  salaryTypeLabels,
  salaryTypeSchema,
} from './enums';
import { imageSchema } from './image';
import { jobCategorySchema } from './job-category';
import { locationInputSchema, locationSchema } from './location';
import { perkSchema } from './company';
import { companyRefSchema } from './refs';

export const salarySchema = z.object({
  type: salaryTypeSchema,
  /** Set only for type "range". */
  min: z.number().min(0).nullable(),
  max: z.number().min(0).nullable(),
  /** ISO 4217 code, set only for type "range". */
  currency: z.string().length(3).nullable(),
});
export type Salary = z.infer<typeof salarySchema>;

export const otherCompensationDetailsSchema = z.object({
  type: otherCompensationSchema,
  /** Equity share, set only for type "percentage". */
  percentage: z.number().min(0).max(100).nullable(),
});
export type OtherCompensationDetails = z.infer<typeof otherCompensationDetailsSchema>;

/** Salary, else its type, and the other compensation as one line: '45,000–60,000 DKK · 5% equity'. */
export function compensationText(job: { salary: Salary; otherCompensation: OtherCompensationDetails | null }): string {
  const { salary, otherCompensation } = job;
  const parts = [salary.type === 'range' ? formatSalaryRange(salary.min, salary.max, salary.currency) || salaryTypeLabels.range : salaryTypeLabels[salary.type]];
  if (otherCompensation) {
    const { type, percentage } = otherCompensation;
    parts.push(type === 'percentage' && percentage !== null ? `${percentage}% equity` : otherCompensationLabels[type]);
  }
  return parts.join(' · ');
}

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
      min: z.number().min(0).nullable().optional(),
      max: z.number().min(0).nullable().optional(),
      currency: z.string().length(3).toUpperCase().nullable().optional(),
    }),
    otherCompensation: z
      .object({ type: otherCompensationSchema, percentage: z.number().min(0).max(100).nullable().optional() })
      .nullable()
      .optional(),
    receiveApplicants: receiveApplicantsSchema,
    applicationUrl: z.url('Please enter a valid link').nullable().optional(),
    applicationEmail: z.email('Please enter a valid email address').nullable().optional(),
    share: z.object({ image: imageSchema.nullable() }).optional(),
    /** What the job offers besides pay (icon and text, like a company's perks); absent keeps none. */
    benefits: z
      .array(z.object({ icon: benefitIconSchema, text: requiredText(100, 'Benefit', 'Please describe the benefit') }))
      .max(30, 'Please list at most 30 benefits')
      .optional(),
  })
  .superRefine((job, ctx) => {
    const { salary } = job;
    if (salary.type === 'range') {
      if (salary.min == null) ctx.addIssue({ code: 'custom', path: ['salary', 'min'], message: 'Please enter the lowest salary' });
      if (salary.max == null) ctx.addIssue({ code: 'custom', path: ['salary', 'max'], message: 'Please enter the highest salary' });
      if (!salary.currency) ctx.addIssue({ code: 'custom', path: ['salary', 'currency'], message: 'Please choose a currency' });
      if (salary.min != null && salary.max != null && salary.min > salary.max) {
        ctx.addIssue({ code: 'custom', path: ['salary', 'max'], message: 'The highest salary must not be below the lowest' });
      }
    }
    if (job.otherCompensation?.type === 'percentage' && job.otherCompensation.percentage == null) {
      ctx.addIssue({ code: 'custom', path: ['otherCompensation', 'percentage'], message: 'Please enter the percentage' });
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
