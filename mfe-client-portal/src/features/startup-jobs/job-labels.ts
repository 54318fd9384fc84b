import {
  benefitIconSchema,
  countryCodeSchema,
  countryNames,
  jobCategories,
  otherCompensationLabels,
  otherCompensationSchema,
  positionTypeLabels,
  positionTypeSchema,
  payCurrencySchema,
  receiveApplicantsSchema,
  salaryPeriodLabels,
  salaryPeriodSchema,
  salaryTypeLabels,
  salaryTypeSchema,
  type JobDetail,
  type JobInput,
} from '@nordhub/contracts';
import { DAY_MS, type JobAction } from '@nordhub/domain';

/** Select options of the job form, from the contracts' enums. */
export const categoryOptions = jobCategories.map((category) => ({ value: category.slug, text: category.label }));
export const positionTypeOptions = positionTypeSchema.options.map((value) => ({ value, text: positionTypeLabels[value] }));
export const salaryTypeOptions = salaryTypeSchema.options.map((value) => ({ value, text: salaryTypeLabels[value] }));
export const otherCompensationOptions = otherCompensationSchema.options.map((value) => ({ value, text: otherCompensationLabels[value] }));
export const countryOptions = countryCodeSchema.options.map((value) => ({ value, text: countryNames[value] }));
export const currencyOptions = payCurrencySchema.options.map((value) => ({ value, text: value }));
export const salaryPeriodOptions = salaryPeriodSchema.options.map((value) => ({ value, text: salaryPeriodLabels[value] }));
export const benefitIconOptions = benefitIconSchema.options.map((value) => ({
  value,
  text: value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' '),
}));

const receiveApplicantsLabels: Record<JobInput['receiveApplicants'], string> = {
  platform: 'Through Nordhub (applicants arrive in your kanban)',
  url: 'On our own website (a link)',
  email: 'By e-mail',
};
export const receiveApplicantsOptions = receiveApplicantsSchema.options.map((value) => ({ value, text: receiveApplicantsLabels[value] }));

/** Button labels of the lifecycle actions a manager takes by hand. */
export const actionLabels: Partial<Record<JobAction, string>> = {
  submit: 'Submit for payment',
  approve: 'Approve and publish',
  pause: 'Pause',
  resume: 'Resume',
  republish: 'Republish',
};

/** The form's values for an existing job (edit, duplicate). */
export function jobInputFrom(job: JobDetail): JobInput {
  return {
    title: job.title,
    description: job.description,
    category: job.category,
    positionType: job.positionType,
    location: { locality: job.location.locality, address: job.location.address, countryCode: job.location.countryCode },
    isRemote: job.isRemote,
    expirationDate: job.expirationDate,
    salary: { type: job.salary.type, min: job.salary.min, max: job.salary.max, currency: job.salary.currency, period: job.salary.period },
    otherCompensation: job.otherCompensation,
    receiveApplicants: job.receiveApplicants,
    applicationUrl: job.applicationUrl,
    applicationEmail: job.applicationEmail,
    benefits: job.benefits,
    workingLanguage: job.workingLanguage,
    requiredLanguages: job.requiredLanguages,
    visaSponsorship: job.visaSponsorship,
    relocationSupport: job.relocationSupport,
    remoteCountryCodes: job.remoteCountryCodes,
    screeningQuestions: job.screeningQuestions,
  };
}

/** A new job's form: sensible defaults, open for 30 days. */
export function emptyJobInput(now = new Date()): JobInput {
  return {
    title: '',
    description: '',
    category: 'backend',
    positionType: 'full-time',
    location: { locality: '', countryCode: null },
    isRemote: false,
    expirationDate: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10) + 'T23:59:59.000Z',
    salary: { type: 'competitive', min: null, max: null, currency: null, period: null },
    otherCompensation: null,
    receiveApplicants: 'platform',
    applicationUrl: null,
    applicationEmail: null,
    benefits: [],
    workingLanguage: 'ENGLISH',
    requiredLanguages: [],
    visaSponsorship: false,
    relocationSupport: false,
    remoteCountryCodes: [],
    screeningQuestions: [],
  };
}
