import { investorTypeLabels, isInvestorProfileKey } from '@nordhub/contracts';
import { metaDescription, storedFilePath } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import type { PageHead } from './html';

/**
 * /funding/{key}: a live investor's title, description (its intro, cut at 200 characters),
 * canonical URL and logo for link previews; an unknown or unpublished investor is the 404 page.
 * Null for /funding itself and the quiz pages (contracts' isInvestorProfileKey), whose
 * index.html stays as built.
 */
export async function investorPageFor(db: Db, parts: string[], origin: string): Promise<{ status: number; head: PageHead } | null> {
  const key = parts[1];
  if (key === undefined || !isInvestorProfileKey(key) || parts.length !== 2) return null;
  const row = await db.maybeOne<{ key: string; name: string; type: keyof typeof investorTypeLabels; intro: string; logo_path: string | null }>(
    `SELECT key, name, type, intro, logo_path FROM investors WHERE key = $1 AND status = 'ACTIVE'`,
    [key],
  );
  if (!row) return { status: 404, head: { title: 'Page not found', description: 'This page could not be found.', robots: 'noindex' } };
  const logo = storedFilePath(row.logo_path ? { path: row.logo_path } : null);
  return {
    status: 200,
    head: {
      title: `${row.name}: ${investorTypeLabels[row.type] ?? 'Investor'} on Nordhub`,
      description: metaDescription(row.intro) || metaDescription(`${row.name} invests in Nordic startups. See its focus, key people and portfolio on Nordhub.`),
      canonical: `${origin}/funding/${encodeURIComponent(row.key)}`,
      type: 'profile',
      image: logo ? `${origin}${logo}` : null,
    },
  };
}
