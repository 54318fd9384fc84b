import type { BlogPost, blogPostInputSchema } from '@nordhub/contracts';
import type * as z from 'zod/mini';
import type { Db } from '../../../db/db';
import { authorName, companyPosts, deletePost, findPost, insertPost, updatePost, type PostRow, type PostValues } from './queries';

/** A post as the request's body parses (defaults applied). */
export type PostInput = z.output<typeof blogPostInputSchema>;

/** One row as the blogPostSchema contract (also the public blog's mapping, modules/blog). */
export const toPost = (row: PostRow): BlogPost => ({
  id: row.id,
  key: row.key,
  title: row.title,
  intro: row.intro,
  body: row.body,
  coverImage: row.cover_image_path ? { path: row.cover_image_path } : null,
  author: row.author_name ? { name: row.author_name, imageUrl: row.author_image_url } : null,
  company: row.company_id
    ? { id: row.company_id, key: row.company_key ?? '', name: row.company_name ?? '', logoImage: row.company_logo_path ? { path: row.company_logo_path } : null }
    : null,
  publishedAt: row.published_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/**
 * The body is plain text: tags are dropped on the way in, so no page (here or the public blog)
 * can be made to run markup from a post, whichever way it renders it.
 */
export const plainText = (text: string) => text.replace(/<\/?[a-z!][^>]*>/gi, '').replace(/\r\n?/g, '\n');

const postValues = (input: PostInput): PostValues => ({
  title: input.title,
  intro: plainText(input.intro),
  body: plainText(input.body),
  coverImagePath: input.coverImage?.path ?? null,
  published: input.published,
});

/** A company's posts, drafts included, newest first. */
export async function listCompanyPosts(db: Db, companyId: string): Promise<BlogPost[]> {
  return (await companyPosts(db, companyId)).map(toPost);
}

/** One post of the company, or null. */
export async function companyPost(db: Db, companyId: string, id: string): Promise<BlogPost | null> {
  const row = await findPost(db, companyId, id);
  return row ? toPost(row) : null;
}

/** Writes a post signed with the writer's name; returns its id. */
export async function writePost(db: Db, companyId: string, userId: string, input: PostInput): Promise<string> {
  const author = await authorName(db, userId);
  return db.transaction((tx) => insertPost(tx, companyId, author.name || null, postValues(input)));
}

/** False when the company has no such post. */
export const editPost = (db: Db, companyId: string, id: string, input: PostInput) => updatePost(db, companyId, id, postValues(input));

/** False when the company has no such post. */
export const removePost = (db: Db, companyId: string, id: string) => deletePost(db, companyId, id);
