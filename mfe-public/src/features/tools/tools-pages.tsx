import styled from '@emotion/styled';
import { useSiteConfiguration, useTool, useTools } from '@nordhub/api-client';
import { Container, EmptyState, FormMessage, PageBody, PageTitle, Select, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { Link, useSearchParams } from 'react-router-dom';
import { CategorySections, ContentCard, ContentDetail, groupByCategory } from '../../components/content/content-listing';
import { contentQueryFallback, optionText, StyledMuted } from '../../components/content/content-parts';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

const StyledFilter = styled.div({ maxWidth: '20rem' });

/** /tools: tools for startups by category; `?category=` (a toolCategories value) shows one category. */
export function ToolsPage() {
  useDocumentTitle('Tools for startups');
  const site = useSiteConfiguration();
  const categories = site.data?.toolCategories ?? [];
  const [params, setParams] = useSearchParams();
  const wanted = params.get('category') ?? '';
  // A value that is not a category (an old or mistyped link) shows every tool rather than an error.
  const category = site.data && categories.some((option) => option.value === wanted) ? wanted : '';
  const tools = useTools(category ? { category } : {});
  const groups = tools.data ? groupByCategory(tools.data, categories, 'Other tools') : [];

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Tools for startups</PageTitle>
        <StyledMuted>Software and services we recommend to Nordic startups, from hiring to bookkeeping.</StyledMuted>
        <StyledFilter>
          <Select
            label="Category"
            placeholder="All categories"
            options={categories}
            value={category}
            onChange={(event) => setParams(event.target.value ? { category: event.target.value } : {})}
          />
        </StyledFilter>
        {tools.isPending ? <Skeleton label="Loading the tools…" shape="cards" /> : null}
        {tools.isError ? <FormMessage tone="error">The tools could not be loaded. {tools.error.message}</FormMessage> : null}
        {tools.data && tools.data.length === 0 ? (
          <EmptyState title={category ? 'No tools in this category yet' : 'No tools yet'}>
            {category ? 'Choose all categories to see every tool.' : 'Tools appear here as partners add them.'}
          </EmptyState>
        ) : null}
        <CategorySections idPrefix="tools" groups={groups} renderItem={(tool) => <ContentCard record={tool} to={getHref('tool', { id: tool.key })} logoSize={48} />} />
      </PageBody>
    </Container>
  );
}

/** /tools/:id: one tool with its logo, description and a link to its website. */
export function ToolPage() {
  const key = useRouteParam('id');
  const tool = useTool(key);
  const site = useSiteConfiguration();
  useDocumentTitle(tool.data ? `${tool.data.name}: tools for startups` : 'Tool');
  const fallback = contentQueryFallback(tool, 'Loading the tool…');
  if (fallback || !tool.data) return fallback;
  const data = tool.data;
  const category = optionText(site.data?.toolCategories, data.category);

  return (
    <Container size="md">
      <PageBody as="article" aria-labelledby="tool-name">
        <ContentDetail
          record={data}
          titleId="tool-name"
          back={{ to: getHref('tools'), label: 'All tools' }}
          subtitle={
            category && data.category ? (
              <>
                Category: <Link to={`${getHref('tools')}?${new URLSearchParams({ category: data.category }).toString()}`}>{category}</Link>
              </>
            ) : null
          }
        />
      </PageBody>
    </Container>
  );
}
