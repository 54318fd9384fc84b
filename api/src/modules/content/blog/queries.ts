import type { Db } from '../../../db/db';
import { PUBLIC_COMPANY_SQL } from '../../companies/companies';
import type { PostRow } from '../../companies/company-blog';

/**
 * What the public blog shows: published posts (`published_at` set and not in the future) of the
 * site itself (no company) and of startups whose profile is public (not DRAFT).
 */
const PUBLIC_POSTS = `SELECT post.*, c.key AS company_key, c.name AS company_name, c.logo_path AS company_logo_path
  FROM blog_posts AS post
  LEFT JOIN companies AS c ON c.id = post.company_id
 WHERE post.published_at IS NOT NULL AND post.published_at <= now()
   AND (post.company_id IS NULL OR ${PUBLIC_COMPANY_SQL})`;

/** How many posts the public blog shows. */
export const countPublicPosts = (db: Db) => db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (${PUBLIC_POSTS}) AS listed`);

/** One page of the public blog, newest first. */
export const publicPostsPage = (db: Db, limit: number, offset: number) =>
  db.query<PostRow>(`${PUBLIC_POSTS} ORDER BY post.published_at DESC, post.id LIMIT $1 OFFSET $2`, [limit, offset]);

export const findPublicPost = (db: Db, key: string) => db.maybeOne<PostRow>(`${PUBLIC_POSTS} AND post.key = $1`, [key]);
