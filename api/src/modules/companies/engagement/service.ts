import { engagementEvents } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { notFound } from '../../../http-errors';
import { visitorKey, type Visitor } from '../../jobs/jobs';
import { countView, insertEngagementLog, insertProfileView, publicProfileViews, type Profile } from './queries';

export type { Profile } from './queries';

/**
 * Records one engagement event against a public profile; a 'profile-view' also counts a view once
 * per visitor and UTC day (profile_views), adding to the profile's views and to view_counts.
 */
export async function logEngagement(
  db: Db,
  input: { event: string; data: Record<string, unknown>; profile: Profile; visitor: Visitor },
  now = new Date(),
): Promise<{ counted: boolean; views: number }> {
  const { profile } = input;
  return db.transaction(async (tx) => {
    const found = await publicProfileViews(tx, profile);
    if (!found) throw notFound(`No public ${profile.type === 'company' ? 'startup' : 'investor'} with the id ${profile.id}`);
    await insertEngagementLog(tx, input.event, input.data, input.visitor.userId, profile);
    if (input.event !== engagementEvents.profileView) return { counted: false, views: found.views };
    const day = now.toISOString().slice(0, 10);
    if (!(await insertProfileView(tx, profile, day, visitorKey(input.visitor, day)))) return { counted: false, views: found.views };
    return { counted: true, views: await countView(tx, profile, day) };
  });
}
