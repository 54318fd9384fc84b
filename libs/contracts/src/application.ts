import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, requiredText, textInput } from './common';
import { pipelineStageSchema, siteLocaleSchema } from './enums';
import { jobListItemSchema } from './job';
import { fileSchema } from './image';

/** A column of a company's applicant kanban; several custom columns may exist. */
export const kanbanColumnSchema = z.object({
  id: idSchema,
  stage: pipelineStageSchema,
  name: z.string(),
  /** One of the site configuration's kanban.columnColors. */
  color: z.string(),
  /** The rejected column is locked: applications there cannot move. */
  locked: z.boolean(),
  position: z.int().check(z.gte(0)),
});
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

export const SCREENING_ANSWER_MAX_LENGTH = 2000;
/** The longest phone number and message (to the startup) an application takes. */
export const APPLY_PHONE_MAX_LENGTH = 40;
export const APPLY_MESSAGE_MAX_LENGTH = 5000;

/** A screening question of the job as it was asked, and the applicant's answer. */
export const screeningAnswerSchema = z.object({ question: z.string(), answer: z.string() });
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

/** pending: not sent yet; retrying: an attempt failed, another follows; synced: the service took it; failed: given up. */
export const atsSyncStatusSchema = z.enum(['pending', 'retrying', 'synced', 'failed']);
export type AtsSyncStatus = z.infer<typeof atsSyncStatusSchema>;
export const atsSyncSchema = z.object({
  status: atsSyncStatusSchema,
  attempts: z.int(),
  /** The last failure (status and message), for a manager to act on. */
  lastError: z.nullable(z.string()),
});

/** An applicant's application to a job, as the company sees it. */
export const applicationSchema = z.object({
  id: idSchema,
  job: z.object({ id: idSchema, title: z.string() }),
  applicant: z.object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    imageUrl: z.nullable(z.string()),
    linkedinUrl: z.nullable(z.string()),
  }),
  stage: pipelineStageSchema,
  /** The kanban column (custom stages have several). */
  columnId: z.nullable(idSchema),
  /** The applicant's answer to the job: their message (cover letter). */
  message: z.string(),
  /** The job's screening questions as they were asked, with the applicant's answers. */
  answers: z.array(screeningAnswerSchema),
  cvFile: z.nullable(fileSchema),
  /** Where a manager downloads the CV (GET, managers only); null without a CV. */
  cvUrl: z.nullable(z.string()),
  noteCount: z.int().check(z.gte(0)),
  /** Sending the applicant to the startup's applicant-tracking service; null when it is not connected. */
  atsSync: z.nullable(atsSyncSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** When the application entered its column (its last move; the application's time when never moved). */
  stageChangedAt: isoDateTimeSchema,
  /** The team's newest note on it; null without notes. */
  lastNoteAt: z.nullable(isoDateTimeSchema),
});
export type Application = z.infer<typeof applicationSchema>;

/** POST /jobs/{id}/apply: one answer per screening question of the job, in the job's order. */
export const applyToJobSchema = z.object({
  answers: z.optional(z.array(textInput(SCREENING_ANSWER_MAX_LENGTH, 'An answer'))),
  /** Quick apply: the server takes phone, CV and pitch from the stored quick-apply settings. */
  quickApply: z.optional(z.boolean()),
  message: z._default(textInput(APPLY_MESSAGE_MAX_LENGTH, 'Message'), ''),
  phone: z.optional(z.nullable(textInput(APPLY_PHONE_MAX_LENGTH, 'Phone'))),
  cvFile: z.optional(z.nullable(fileSchema)),
  /** The language of the careers site or feed the applicant applied on; their mails speak it. */
  language: z.optional(siteLocaleSchema),
});
export type ApplyToJob = z.input<typeof applyToJobSchema>;

/** Texts of applying on a job page. */
export const applyTexts = {
  cvRequired: 'Please upload your CV',
  answerRequired: 'Please answer this question',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

/**
 * The apply form on a job page (react-hook-form): a CV, an answer to each of the job's screening
 * questions (in their order; none when it asks none), and optionally a phone and a message.
 */
export const applyFormSchema = z.object({
  answers: z.array(requiredText(SCREENING_ANSWER_MAX_LENGTH, 'An answer', applyTexts.answerRequired)),
  cvFile: z.nullable(fileSchema).check(z.refine((file) => file !== null, applyTexts.cvRequired)),
  phone: textInput(APPLY_PHONE_MAX_LENGTH, 'Phone').check(z.refine((value) => value === '' || /^\+?[\d\s().-]{5,}$/.test(value), applyTexts.phoneInvalid)),
  message: textInput(APPLY_MESSAGE_MAX_LENGTH, 'Message'),
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;

export const REJECTION_MESSAGE_MAX = 5000;
const rejectionMessage = textInput(REJECTION_MESSAGE_MAX, 'Rejection message');

/**
 * Move an application on the kanban board. `message`: what the rejection mail says (a move to
 * Rejected only; blank or left out, the standard rejection text).
 */
export const moveApplicationSchema = z.object({
  stage: pipelineStageSchema,
  columnId: z.optional(z.nullable(idSchema)),
  message: z.optional(rejectionMessage),
});
export type MoveApplication = z.infer<typeof moveApplicationSchema>;

/** A bulk move (or rejection) takes at most this many applications at once. */
export const BULK_MOVE_MAX = 200;

/** POST {company endpoint}/applications/move: several applications of the startup to one stage (and column). */
export const bulkMoveApplicationsSchema = z.object({
  ids: z.array(z.guid('Each id must be a valid application id')).check(z.minLength(1, 'Choose at least one applicant'), z.maxLength(BULK_MOVE_MAX, `Move at most ${BULK_MOVE_MAX} applicants at once`)),
  stage: pipelineStageSchema,
  columnId: z.optional(z.nullable(idSchema)),
  message: z.optional(rejectionMessage),
});
export type BulkMoveApplications = z.infer<typeof bulkMoveApplicationsSchema>;
export const bulkMoveApplicationsResponseSchema = z.object({ applications: z.array(applicationSchema) });
export type BulkMoveApplicationsResponse = z.infer<typeof bulkMoveApplicationsResponseSchema>;

/**
 * The rejection messages a manager starts from (editable before sending), in the product's words.
 * The site configuration's emailPlaceholders ({{firstName}}, {{jobTitle}}, {{companyName}}...) are
 * filled for each applicant when the mail is written; the mail adds the greeting and sign-off.
 */
export const rejectionTemplates: readonly { id: string; name: string; text: string }[] = [
  {
    id: 'standard',
    name: 'Not this time',
    text: 'Thank you for applying for {{jobTitle}} at {{companyName}} through Nordhub.\n\nAfter careful consideration, {{companyName}} has decided not to move forward with your application this time.\n\nWe wish you the best of luck with your job search: new startup jobs are posted on Nordhub every day.',
  },
  {
    id: 'filled',
    name: 'Position filled',
    text: 'Thank you for applying for {{jobTitle}} at {{companyName}}.\n\nThe position has now been filled, so we will not take your application further. We would be glad to see you apply again for a future role.',
  },
  {
    id: 'experience',
    name: 'Other experience needed',
    text: 'Thank you for your interest in {{jobTitle}} at {{companyName}}.\n\nWe have decided to go on with applicants whose experience is closer to what this role needs. Thank you for the time you spent on your application.',
  },
];

/** A uuid in a path or query (lenient about version bits: seeded ids are random). */
const uuidInput = (label: string) => z.guid(`${label} must be a valid id`);

/** GET {company endpoint}/applicants and its CSV export: every filter is optional. */
export const applicantsQuerySchema = z.object({
  job: z.optional(uuidInput('job')),
  stage: z.optional(pipelineStageSchema),
  column: z.optional(uuidInput('column')),
  /** Matches the applicant's name, e-mail and the job title. */
  text: z.optional(textInput(200, 'Search text')),
});
export type ApplicantsQuery = z.input<typeof applicantsQuerySchema>;
/** GET /jobs/{id}/applicants: the board's filters but the job, which the path names. */
export const jobApplicantsQuerySchema = z.omit(applicantsQuerySchema, { job: true });

/** The board: the company's columns in order and the matching applications, newest first. */
export const applicantsResponseSchema = z.object({
  columns: z.array(kanbanColumnSchema),
  applications: z.array(applicationSchema),
});
export type ApplicantsResponse = z.infer<typeof applicantsResponseSchema>;

export const KANBAN_COLUMN_NAME_MAX = 40;
const columnName = requiredText(KANBAN_COLUMN_NAME_MAX, 'Column name', 'Please enter the column name');

/** POST {company endpoint}/kanban-columns: a new custom column (colour: the next unused one when left out). */
export const kanbanColumnInputSchema = z.object({
  name: columnName,
  color: z.optional(z.string()),
});
export type KanbanColumnInput = z.input<typeof kanbanColumnInputSchema>;

/** PATCH {company endpoint}/kanban-columns/{id}: rename and/or recolour. */
export const kanbanColumnUpdateSchema = z.object({ name: z.optional(columnName), color: z.optional(z.string()) }).check(z.refine((value) => value.name !== undefined || value.color !== undefined, { message: 'Give a name or a colour', path: ['name'] }));
export type KanbanColumnUpdate = z.input<typeof kanbanColumnUpdateSchema>;

/** A manager's note on an application. */
export const applicationNoteSchema = z.object({
  id: idSchema,
  applicationId: idSchema,
  author: z.nullable(z.object({ id: idSchema, name: z.string() })),
  text: z.string(),
  createdAt: isoDateTimeSchema,
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

export const APPLICATION_NOTE_MAX = 5000;
export const applicationNoteInputSchema = z.object({
  text: requiredText(APPLICATION_NOTE_MAX, 'Note', 'Please write the note'),
});
export type ApplicationNoteInput = z.input<typeof applicationNoteInputSchema>;

/** What the applicant gets back from POST /jobs/{id}/apply. */
export const myApplicationSchema = z.object({
  id: idSchema,
  jobId: idSchema,
  stage: pipelineStageSchema,
  createdAt: isoDateTimeSchema,
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** A startup's applicant-tracking connection (the popup of the product spec's calls and error catalogue). */
export const atsConnectionSchema = z.object({
  /** Whether this site has an applicant-tracking provider set up at all. */
  configured: z.boolean(),
  /** The provider's display name. */
  provider: z.nullable(z.string()),
  connected: z.boolean(),
  scope: z.nullable(z.string()),
  connectedAt: z.nullable(isoDateTimeSchema),
});
export type AtsConnection = z.infer<typeof atsConnectionSchema>;

/** What an applicant sees of their application's kanban stage (libs/domain applicantStatusOf). */
export const applicantStatusSchema = z.enum(['applied', 'review', 'hired', 'rejected']);
export type ApplicantStatus = z.infer<typeof applicantStatusSchema>;

/** GET /applicant/applications: the seeker's applications, newest first, with the applicant-facing status. */
export const myApplicationListItemSchema = z.object({
  id: idSchema,
  job: jobListItemSchema,
  status: applicantStatusSchema,
  createdAt: isoDateTimeSchema,
  /** When the status last changed. */
  updatedAt: isoDateTimeSchema,
});
export type MyApplicationListItem = z.infer<typeof myApplicationListItemSchema>;

/** GET /applicant/followed-startups: each followed startup with its open jobs published in the last NEW_JOB_DAYS days, newest first. */
export const followedStartupSchema = z.object({
  key: z.string(),
  name: z.string(),
  logoUrl: z.nullable(z.string()),
  followedAt: isoDateTimeSchema,
  newJobs: z.array(jobListItemSchema),
});
export type FollowedStartup = z.infer<typeof followedStartupSchema>;

/** A followed startup's job counts as new for this many days after publication. */
export const NEW_JOB_DAYS = 30;
