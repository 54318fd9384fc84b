import type { BlogPost, BlogPostListItem, Paged } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import { toPost } from '../../companies/company-blog';
import { countPublicPosts, findPublicPost, publicPostsPage } from './queries';

/** One page of the public blog, newest first, without the posts' bodies. */
export async function publicBlogPage(db: Db, page: number, pageSize: number): Promise<Paged<BlogPostListItem>> {
  const [total, rows] = await Promise.all([countPublicPosts(db), publicPostsPage(db, pageSize, (page - 1) * pageSize)]);
  return {
    docs: rows.map((row) => {
      const { body: _body, ...item } = toPost(row);
      return item;
    }),
    total: Number(total.n),
    page,
    pageSize,
  };
}

/** One published post by key, or null. */
export async function publicPostByKey(db: Db, key: string): Promise<BlogPost | null> {
  const row = await findPublicPost(db, key);
  return row ? toPost(row) : null;
}
