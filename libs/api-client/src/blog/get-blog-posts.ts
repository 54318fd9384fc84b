import { type BlogPostListItem, type BlogPostsQuery, type Paged } from '@nordhub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const blogPostsPath = '/blog-posts';
export type BlogPostsRequest = Partial<BlogPostsQuery>;

/** The public blog (GET /blog-posts): published posts, newest first, paged, without bodies. */
export async function getBlogPosts(query: BlogPostsRequest, { client = apiClient, signal }: RequestOptions = {}): Promise<Paged<BlogPostListItem>> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.paged(contracts.blogPostListItemSchema)), await client.get<unknown>(blogPostsPath, { params: query, signal }));
}

export const blogPostsQueryOptions = (query: BlogPostsRequest, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.blog.list(query), queryFn: ({ signal }) => getBlogPosts(query, { client, signal }), placeholderData: keepPreviousData });

export const useBlogPosts = (query: BlogPostsRequest) => useQuery(blogPostsQueryOptions(query));
