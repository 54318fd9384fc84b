import { type BlogPost, type BlogPostInput } from '@nordhub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseListResponse, parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const companyBlogPostsPath = (key: string) => `/companies/${encodeURIComponent(key)}/blog-posts`;
const postPath = (key: string, id: string) => `${companyBlogPostsPath(key)}/${encodeURIComponent(id)}`;

/** A startup's posts, drafts included (managers only). */
export async function getCompanyBlogPosts(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<BlogPost[]> {
  return parseListResponse(import('@nordhub/contracts').then((contracts) => contracts.blogPostSchema), await client.get<unknown>(companyBlogPostsPath(key), { signal }));
}

export const companyBlogPostsQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.blogPosts(key), queryFn: ({ signal }) => getCompanyBlogPosts(key, { client, signal }) });

export const useCompanyBlogPosts = (key: string) => useQuery(companyBlogPostsQueryOptions(key));

export type SaveBlogPostVariables = { id?: string; input: BlogPostInput };

/** Creates a post, or replaces one when `id` is given. */
export async function saveCompanyBlogPost(key: string, { id, input }: SaveBlogPostVariables, { client = apiClient, signal }: RequestOptions = {}): Promise<BlogPost> {
  const schema = import('@nordhub/contracts').then((contracts) => contracts.blogPostSchema);
  const response = id ? await client.put<unknown>(postPath(key, id), input, { signal }) : await client.post<unknown>(companyBlogPostsPath(key), input, { signal });
  return parseResponse(schema, response);
}

export async function deleteCompanyBlogPost(key: string, id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<void> {
  await parseResponse(import('@nordhub/contracts').then((contracts) => contracts.okResponseSchema), await client.delete<unknown>(postPath(key, id), { signal }));
}

export function useSaveCompanyBlogPost(key: string) {
  const queryClient = useQueryClient();
  return useMutation<BlogPost, ApiClientError, SaveBlogPostVariables>({
    mutationFn: (variables) => saveCompanyBlogPost(key, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.blogPosts(key) }),
  });
}

export function useDeleteCompanyBlogPost(key: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: (id) => deleteCompanyBlogPost(key, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.blogPosts(key) }),
  });
}
