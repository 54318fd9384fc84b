import { toDate, type DateInput } from './dates';
import { formatQuantity } from './format';
import type { KanbanStage } from './applicant-status';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relativeUnits: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

let relativeFormat: Intl.RelativeTimeFormat | null = null;

/**
 * "2 hours ago", "yesterday", "3 weeks ago" (Intl.RelativeTimeFormat, English, numeric only where
 * a word would not do); under a minute "just now". Made on first use, since building the
 * formatter loads the locale's data.
 */
export function formatTimeAgo(value: DateInput, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - toDate(value).getTime());
  const unit = relativeUnits.find(([, size]) => elapsed >= size);
  if (!unit) return 'just now';
  relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  return relativeFormat.format(-Math.floor(elapsed / unit[1]), unit[0]);
}

/** "3 days in stage", "5 hours in stage", "Less than an hour in stage". */
export function formatTimeInStage(since: DateInput, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - toDate(since).getTime());
  if (elapsed >= DAY) return `${formatQuantity(Math.floor(elapsed / DAY), 'day')} in stage`;
  if (elapsed >= HOUR) return `${formatQuantity(Math.floor(elapsed / HOUR), 'hour')} in stage`;
  return 'Less than an hour in stage';
}

export type ApplicationActivity = { kind: 'applied' | 'moved' | 'note'; at: string };

/**
 * What last happened to an application, for its card: a note, a move, or the application itself.
 * Applying writes the first stage entry too (a moment after the application's own time), so a
 * stage time within a minute of applying is the application, not a move.
 */
export function lastApplicationActivity(application: { createdAt: string; stageChangedAt: string; lastNoteAt: string | null }): ApplicationActivity {
  const applied = toDate(application.createdAt).getTime();
  const moved = toDate(application.stageChangedAt).getTime();
  const noted = application.lastNoteAt ? toDate(application.lastNoteAt).getTime() : Number.NEGATIVE_INFINITY;
  const latest: ApplicationActivity =
    moved - applied > MINUTE ? { kind: 'moved', at: application.stageChangedAt } : { kind: 'applied', at: application.createdAt };
  return noted >= toDate(latest.at).getTime() && application.lastNoteAt ? { kind: 'note', at: application.lastNoteAt } : latest;
}

const activityWords: Record<ApplicationActivity['kind'], string> = { applied: 'Applied', moved: 'Moved', note: 'Note' };

/** "Note 2 hours ago", "Applied 5 days ago". */
export function formatApplicationActivity(activity: ApplicationActivity, now: Date): string {
  return `${activityWords[activity.kind]} ${formatTimeAgo(activity.at, now)}`;
}

/**
 * The column "Advance" moves an application to: the next column of the board that carries it
 * forward (Applied, the custom columns, Hired, in board order). None from Hired, To be rejected
 * or Rejected: those are ends, and rejecting has its own action.
 */
export function advanceColumn<Column extends { id: string; stage: KanbanStage }>(columns: readonly Column[], current: { columnId: string | null; stage: KanbanStage }): Column | null {
  const forward = columns.filter((column) => column.stage === 'applied' || column.stage === 'custom' || column.stage === 'hired');
  if (current.stage !== 'applied' && current.stage !== 'custom') return null;
  const index = forward.findIndex((column) => column.id === current.columnId);
  const from = index >= 0 ? index : forward.findIndex((column) => column.stage === current.stage);
  return from >= 0 ? (forward[from + 1] ?? null) : null;
}

/**
 * A message with the site configuration's e-mail placeholders ({{firstName}}, {{lastName}},
 * {{jobTitle}}, {{companyName}}) filled in; an unknown placeholder stays as written.
 */
export function fillEmailPlaceholders(text: string, values: { firstName: string; lastName: string; jobTitle: string; companyName: string }): string {
  return text.replace(/\{\{\s*(firstName|lastName|jobTitle|companyName)\s*\}\}/g, (_match, name: keyof typeof values) => values[name]);
}
