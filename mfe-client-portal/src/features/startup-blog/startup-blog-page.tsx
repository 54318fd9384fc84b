import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, useCompanyBlogPosts, useDeleteCompanyBlogPost, useSaveCompanyBlogPost } from '@nordhub/api-client';
import { type BlogPost, type BlogPostInput, blogPostInputSchema } from '@nordhub/contracts';
import { Badge, Button, Card, Checkbox, Container, EmptyState, FormMessage, PageBody, PageTitle, PlainList, SectionTitle, Skeleton, TextArea, TextField, useDocumentTitle } from '@nordhub/design-system';
import { formatDate } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useRouteParam } from '../../route-params';

type PostOutput = z.output<typeof blogPostInputSchema>;

const StyledForm = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));
const StyledTitle = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledParagraph = styled.p({ margin: 0, whiteSpace: 'pre-line' });

type PostFormProps = { company: string; post: BlogPost | null; onDone: () => void };

function PostForm({ company, post, onDone }: PostFormProps) {
  const save = useSaveCompanyBlogPost(company);
  const showToast = useShowToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BlogPostInput, unknown, PostOutput>({
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: post
      ? { title: post.title, intro: post.intro, body: post.body, coverImage: post.coverImage, published: post.publishedAt !== null }
      : { title: '', intro: '', body: '', coverImage: null, published: false },
  });

  const onSubmit = handleSubmit(async (input) => {
    if (save.isPending) return;
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: post?.id, input });
      showToast(saved.publishedAt ? `“${saved.title}” is published` : `“${saved.title}” is saved as a draft`, 'success');
      onDone();
    } catch (error) {
      setFormError(applyServerError(error, setError, ['title', 'intro', 'body']));
    }
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label={post ? `Edit “${post.title}”` : 'Write a post'}>
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextArea label="Intro" rows={2} error={errors.intro?.message} {...register('intro')} />
      <TextArea label="Post text" rows={12} hint="Plain text; leave an empty line between paragraphs." error={errors.body?.message} {...register('body')} />
      <Checkbox label="Published" {...register('published')} />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <StyledActions>
        <Button type="submit" loading={save.isPending}>
          {post ? 'Save post' : 'Create post'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

/** /client/startups/{company}/blog: the startup's posts, written, edited and deleted here. */
export function StartupBlogPage() {
  const company = useRouteParam('company');
  useDocumentTitle('Startup blog');
  const posts = useCompanyBlogPosts(company);
  const remove = useDeleteCompanyBlogPost(company);
  const showToast = useShowToast();
  // null: no form open; 'new': writing a post; otherwise the id of the post being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const editedPost = posts.data?.find((post) => post.id === editing) ?? null;

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Startup blog</PageTitle>
        {editing ? (
          <section aria-labelledby="blog-form">
            <SectionTitle id="blog-form">{editedPost ? 'Edit post' : 'New post'}</SectionTitle>
            <PostForm key={editing} company={company} post={editedPost} onDone={() => setEditing(null)} />
          </section>
        ) : (
          <div>
            <Button onClick={() => setEditing('new')}>Write a post</Button>
          </div>
        )}
        <section aria-labelledby="blog-posts">
          <SectionTitle id="blog-posts">Posts</SectionTitle>
          {posts.isPending ? <Skeleton label="Loading the posts…" shape="cards" /> : null}
          {posts.isError ? <FormMessage tone="error">{posts.error.message}</FormMessage> : null}
          {posts.data && posts.data.length === 0 ? (
            <EmptyState title="No posts yet" headingLevel={3}>
              Write your first post to tell applicants what it is like to work with you.
            </EmptyState>
          ) : null}
          <PlainList aria-label="Posts">
            {(posts.data ?? []).map((post) => (
              <li key={post.id}>
                <Card layout="column" aria-label={post.title}>
                  <StyledTitle>
                    {post.title} {post.publishedAt ? <Badge tone="success">Published</Badge> : <Badge>Draft</Badge>}
                  </StyledTitle>
                  <StyledMuted>
                    {post.author ? `${post.author.name} · ` : ''}
                    {formatDate(post.publishedAt ?? post.createdAt)}
                  </StyledMuted>
                  {post.intro ? <StyledParagraph>{post.intro}</StyledParagraph> : null}
                  <StyledActions>
                    <Button variant="secondary" size="sm" onClick={() => setEditing(post.id)} aria-label={`Edit “${post.title}”`}>
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete “${post.title}”`}
                      onClick={() =>
                        remove.mutate(post.id, {
                          onSuccess: () => showToast(`“${post.title}” is deleted`, 'success'),
                          onError: (error) => showToast(error.message, 'error'),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </StyledActions>
                </Card>
              </li>
            ))}
          </PlainList>
        </section>
      </PageBody>
    </Container>
  );
}
