/** Job statuses of a job that is no longer open (the job page says it is closed). */
export const CLOSED_JOB_STATUSES = ['EXPIRED', 'STOPPED'] as const;

export function isClosedJob(job: { status: string }): boolean {
  return (CLOSED_JOB_STATUSES as readonly string[]).includes(job.status);
}

/**
 * A job description as paragraphs of plain text: split at blank lines, trimmed, empty ones
 * dropped. The page renders them as text, never as HTML.
 */
export function textParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** An application link is followed only when it is http(s): a `javascript:` URL must never become a link. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
