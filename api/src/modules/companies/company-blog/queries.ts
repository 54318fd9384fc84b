import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/db';
import { slugify } from '../../../seed/slug';

/** A blog_posts row with its startup's key, name and logo (null for the site's own posts). */
export interface PostRow {
  id: string;
  key: string;
  title: string;
  intro: string;
  body: string;
  cover_image_path: string | null;
  author_name: string | null;
  author_image_url: string | null;
  published_at: Date | null;
  created_at: Date;
  company_id: string | null;
  company_key: string | null;
  company_name: string | null;
  company_logo_path: string | null;
  [column: string]: unknown;
}

const POST_SELECT = `SELECT post.*, company.key AS company_key, company.name AS company_name, company.logo_path AS company_logo_path
  FROM blog_posts AS post JOIN companies AS company ON company.id = post.company_id`;

export const findPost = (db: Db, companyId: string, id: string) => db.maybeOne<PostRow>(`${POST_SELECT} WHERE post.company_id = $1 AND post.id = $2`, [companyId, id]);

/** A company's posts, drafts included, newest first. */
export const companyPosts = (db: Db, companyId: string) => db.query<PostRow>(`${POST_SELECT} WHERE post.company_id = $1 ORDER BY post.created_at DESC`, [companyId]);

export const authorName = (db: Db, userId: string) => db.one<{ name: string }>(`SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = $1`, [userId]);

export async function uniqueKey(db: Db, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80) || 'post';
  let key = base;
  while (await db.maybeOne('SELECT 1 FROM blog_posts WHERE key = $1', [key])) key = `${base}-${randomBytes(3).toString('hex')}`;
  return key;
}

export interface PostValues {
  title: string;
  intro: string;
  body: string;
  coverImagePath: string | null;
  published: boolean;
}

export async function insertPost(db: Db, companyId: string, authorName: string | null, post: PostValues): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO blog_posts (key, title, intro, body, cover_image_path, author_name, company_id, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END) RETURNING id`,
    [await uniqueKey(db, post.title), post.title, post.intro, post.body, post.coverImagePath, authorName, companyId, post.published],
  );
  return row.id;
}

/** Publishing keeps the first publication date; unpublishing makes it a draft again. False when no such post. */
export async function updatePost(db: Db, companyId: string, id: string, post: PostValues): Promise<boolean> {
  const updated = await db.query(
    `UPDATE blog_posts SET title = $3, intro = $4, body = $5, cover_image_path = $6,
            published_at = CASE WHEN $7 THEN coalesce(published_at, now()) END, updated_at = now()
      WHERE company_id = $1 AND id = $2 RETURNING id`,
    [companyId, id, post.title, post.intro, post.body, post.coverImagePath, post.published],
  );
  return updated.length > 0;
}

export async function deletePost(db: Db, companyId: string, id: string): Promise<boolean> {
  const deleted = await db.query('DELETE FROM blog_posts WHERE company_id = $1 AND id = $2 RETURNING id', [companyId, id]);
  return deleted.length > 0;
}
