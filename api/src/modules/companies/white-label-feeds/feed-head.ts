import { metaDescription, normalizeHostname } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { isJobId } from '../../../db/ids';
import { fileUrl, jobHead, notFoundPage, type ShellPage } from '../../operations/seo';
import { feedByDomain } from './queries';
import { feedFields, feedJob } from './service';

/**
 * The head of a white-label host's pages, written into index.html in the feed's language (its
 * `<html lang>`, the JSON-LD's `inLanguage`): `/` names the feed, `/whiteLabelFeed/jobs/{id}` one
 * of its jobs with the main job page's JobPosting data and the feed's URL as canonical. A job
 * outside the feed answers 404 (the page then says so itself); a host without a feed, and every
 * other path, null (index.html as built).
 */
export async function feedPageFor(db: Db, host: string, urlPath: string, origin: string, now = new Date()): Promise<ShellPage | null> {
  const path = urlPath.replace(/(.)\/$/, '$1');
  const jobMatch = /^\/whiteLabelFeed\/jobs\/([^/]+)$/.exec(path);
  if (path !== '/' && !jobMatch) return null;
  const row = await feedByDomain(db, normalizeHostname(host));
  if (!row) return null;
  const feed = feedFields(row);
  if (!jobMatch) {
    return {
      status: 200,
      head: {
        title: feed.name,
        description: metaDescription(feed.description) || feed.name,
        canonical: `${origin}/`,
        image: fileUrl(origin, feed.logo),
        lang: feed.language,
        jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: feed.name, url: `${origin}/`, inLanguage: feed.language },
      },
    };
  }
  let id: string;
  try {
    id = decodeURIComponent(jobMatch[1] ?? '');
  } catch {
    return notFoundPage;
  }
  const job = isJobId(id) ? await feedJob(db, row, id, null) : null;
  if (!job) return { ...notFoundPage, head: { ...notFoundPage.head, lang: feed.language } };
  const head = jobHead(job, null, origin, now, `${origin}/whiteLabelFeed/jobs/${job.id}`);
  return {
    status: 200,
    head: { ...head, title: `${job.title} · ${feed.name}`, lang: feed.language, jsonLd: head.jsonLd ? { ...head.jsonLd, inLanguage: feed.language } : null },
  };
}
