import * as z from 'zod';
import { idSchema, isoDateTimeSchema, textInput } from './common';
import { pipelineStageSchema } from './enums';
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
  position: z.number().int().min(0),
});
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

/** An applicant's application to a job, as the company sees it. */
export const applicationSchema = z.object({
  id: idSchema,
  job: z.object({ id: idSchema, title: z.string() }),
  applicant: z.object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    imageUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
  }),
  stage: pipelineStageSchema,
  /** The kanban column (custom stages have several). */
  columnId: idSchema.nullable(),
  message: z.string(),
  cvFile: fileSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Application = z.infer<typeof applicationSchema>;

/** POST /jobs/{id}/apply. */
export const applyToJobSchema = z.object({
  message: textInput(5000, 'Message').default(''),
  phone: textInput(40, 'Phone').nullable().optional(),
  cvFile: fileSchema.nullable().optional(),
});
export type ApplyToJob = z.input<typeof applyToJobSchema>;

/** Move an application on the kanban board. */
export const moveApplicationSchema = z.object({
  stage: pipelineStageSchema,
  columnId: idSchema.nullable().optional(),
});
export type MoveApplication = z.infer<typeof moveApplicationSchema>;
