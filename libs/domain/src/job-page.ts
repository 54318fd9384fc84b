import { defaultLocale, type SiteLocale } from './locales';

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

/** The query that opens a job page's apply dialog (`/jobs/{id}?apply=1`), from other hosts too. */
export const APPLY_QUERY = 'apply';

/**
 * The query naming the language of the careers site or feed an applicant came from
 * (`/jobs/{id}?apply=1&lang=fi`): the application keeps it, and its mails speak it.
 */
export const APPLY_LANGUAGE_QUERY = 'lang';

export interface ApplyChannelJob {
  id: string;
  title: string;
  receiveApplicants: string;
  applicationUrl?: string | null;
  applicationEmail?: string | null;
}

/**
 * Where a job's Apply leads, the same on every host: the company's own site (an http(s) link
 * only), an e-mail to the company with the job's title as subject, or Nordhub's own apply
 * dialog. A job whose link or address is unusable is applied to on Nordhub.
 */
export type ApplyChannel = { kind: 'company-site'; href: string } | { kind: 'email'; href: string } | { kind: 'nordhub' };

export function applyChannel(job: ApplyChannelJob): ApplyChannel {
  const url = job.receiveApplicants === 'url' ? safeExternalUrl(job.applicationUrl) : null;
  if (url) return { kind: 'company-site', href: url };
  if (job.receiveApplicants === 'email' && job.applicationEmail) {
    return { kind: 'email', href: `mailto:${encodeURIComponent(job.applicationEmail)}?subject=${encodeURIComponent(job.title)}` };
  }
  return { kind: 'nordhub' };
}

/**
 * The job's page on the main site with the apply dialog open: where careers sites and white-label
 * feeds send Apply, with the language they speak (English, the main site's, needs none) so the
 * application records it and the applicant's mails speak it too.
 */
export function nordhubApplyHref(mainSiteUrl: string, jobId: string, language: SiteLocale = defaultLocale): string {
  const href = `${mainSiteUrl}/jobs/${encodeURIComponent(jobId)}?${APPLY_QUERY}=1`;
  return language === defaultLocale ? href : `${href}&${APPLY_LANGUAGE_QUERY}=${language}`;
}
