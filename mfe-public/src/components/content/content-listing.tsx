import styled from '@emotion/styled';
import { type Option } from '@nordhub/contracts';
import { PageTitle, SectionTitle } from '@nordhub/design-system';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentLogo, StyledCard, StyledCardGrid, StyledHeader, StyledMuted, WebsiteLink } from './content-parts';

/** The listing and detail pieces the tools and partners pages share: grouped cards and the record's header. */

type Categorised = { id: string; category: string | null };

export type CategoryGroup<T> = { id: string; title: string; items: T[] };

/**
 * `items` grouped by the site configuration's `categories`, in its order; the items without a
 * known category last under `otherTitle`. Empty groups are left out.
 */
export function groupByCategory<T extends Categorised>(items: readonly T[], categories: readonly Option[], otherTitle: string): CategoryGroup<T>[] {
  const known = new Set(categories.map((option) => option.value));
  const groups = categories.map((option) => ({ id: option.value, title: option.text, items: items.filter((item) => item.category === option.value) }));
  groups.push({ id: 'other', title: otherTitle, items: items.filter((item) => !item.category || !known.has(item.category)) });
  return groups.filter((group) => group.items.length > 0);
}

export type CategorySectionsProps<T extends Categorised> = {
  /** Prefix of the sections' heading ids, e.g. `tools` gives `tools-<category>`. */
  idPrefix: string;
  groups: CategoryGroup<T>[];
  renderItem: (item: T) => ReactNode;
};

const StyledSection = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));

/** One titled section per group, its items as a grid of cards (a list named by the group's title). */
export function CategorySections<T extends Categorised>({ idPrefix, groups, renderItem }: CategorySectionsProps<T>) {
  return groups.map((group) => (
    <StyledSection key={group.id} aria-labelledby={`${idPrefix}-${group.id}`}>
      <SectionTitle id={`${idPrefix}-${group.id}`}>{group.title}</SectionTitle>
      <StyledCardGrid aria-label={group.title}>
        {group.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </StyledCardGrid>
    </StyledSection>
  ));
}

type ContentRecord = { id: string; name: string; logo: { path: string } | null; description: string | null };

export type ContentCardProps = { record: ContentRecord; to: string; logoSize: number; children?: ReactNode };

const StyledCardTop = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md }));

/** A tool or partner in a listing: logo, its name linking to its page, its description, then `children`. */
export function ContentCard({ record, to, logoSize, children }: ContentCardProps) {
  const headingId = `content-${record.id}`;
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledCardTop>
        <ContentLogo image={record.logo} name={record.name} size={logoSize} decorative />
        <h3 id={headingId}>
          <Link to={to}>{record.name}</Link>
        </h3>
      </StyledCardTop>
      {record.description ? <p>{record.description}</p> : null}
      {children}
    </StyledCard>
  );
}

export type ContentDetailProps = {
  record: ContentRecord & { website: string };
  /** Id of the page title, which names the page's article. */
  titleId: string;
  back: { to: string; label: string };
  /** The line under the name (its category), if any. */
  subtitle?: ReactNode;
};

const StyledDescription = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg, whiteSpace: 'pre-line' }));

/** The top of a tool's or partner's page: back to the listing, logo, name, subtitle, description and website. */
export function ContentDetail({ record, titleId, back, subtitle }: ContentDetailProps) {
  return (
    <>
      <Link to={back.to}>{back.label}</Link>
      <StyledHeader>
        <ContentLogo image={record.logo} name={record.name} size={96} />
        <div>
          <PageTitle id={titleId}>{record.name}</PageTitle>
          {subtitle ? <StyledMuted>{subtitle}</StyledMuted> : null}
        </div>
      </StyledHeader>
      {record.description ? <StyledDescription>{record.description}</StyledDescription> : null}
      <p>
        <WebsiteLink url={record.website}>{`Visit the ${record.name} website`}</WebsiteLink>
      </p>
    </>
  );
}
