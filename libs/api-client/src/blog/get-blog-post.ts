import { type BlogPost } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const blogPostPath = (key: string) => `/blog-posts/${encodeURIComponent(key)}`;

/** One published post of the public blog (GET /blog-posts/{key}); drafts are 404. */
export async function getBlogPost(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<BlogPost> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.blogPostSchema), await client.get<unknown>(blogPostPath(key), { signal }));
}

export const blogPostQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.blog.post(key), queryFn: ({ signal }) => getBlogPost(key, { client, signal }) });

export const useBlogPost = (key: string) => useQuery(blogPostQueryOptions(key));
