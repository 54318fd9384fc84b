import styled from '@emotion/styled';
import { type ReactNode } from 'react';
import { Avatar } from '../avatar/avatar';
import { Badge } from '../badge/badge';
import { TagList } from '../page-parts/page-parts';

// The pieces of a plain list of jobs as the careers site and the white-label feed show it:
// a search form, one entry per job, a muted status line and the pager.

/** A search row: the first field grows, a second one (a filter) stays narrow, the button sits at the end. */
export const JobSearchForm = styled.form(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  gap: theme.space.sm,
  flexWrap: 'wrap',
  marginBlockEnd: theme.space.lg,
  '& > div:first-of-type': { flex: '1 1 240px' },
  '& > div:nth-of-type(2)': { flex: '0 1 200px' },
}));

/** The line over a list of jobs: the count at its start, the list's own actions (sort, pin) at its end. */
export const JobResultsHeader = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  '& > p': { margin: 0 },
}));

/** A muted line: loading, empty and error states and counts. */
export const MutedText = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

const StyledMeta = styled.p(({ theme }) => ({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', color: theme.colors.textMuted }));

export type JobMetaLineProps = {
  children: ReactNode;
  isRemote: boolean;
  /** The badge's word in the page's language; "Remote" unless the page says otherwise. */
  remoteText?: string;
};

/** "Aarhus, Denmark · Full-time" in muted text, with a Remote badge for a remote job. */
export function JobMetaLine({ children, isRemote, remoteText = 'Remote' }: JobMetaLineProps) {
  return (
    <StyledMeta>
      {children}
      {isRemote ? <Badge tone="primary">{remoteText}</Badge> : null}
    </StyledMeta>
  );
}

const StyledEntry = styled.article(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.md,
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  '& h2, & h3': { margin: 0, fontSize: theme.typography.fontSizes.lg, lineHeight: theme.typography.lineHeights.snug },
  '& a': { color: theme.colors.link },
  '& a:hover': { color: theme.colors.linkHover },
}));

const StyledEntryBody = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, minWidth: 0, flex: '1 1 auto' }));

export type JobListEntryProps = {
  /** The heading's id; the entry is labelled by it. */
  headingId: string;
  /** 4 under a group's heading (a careers site's jobs by team or place). */
  headingLevel: 2 | 3 | 4;
  /** The job's title, usually a link to the job. */
  title: ReactNode;
  meta: ReactNode;
  isRemote: boolean;
  /** The startup whose logo (else initials) leads the entry; a list of one startup's jobs leaves it out. */
  logo?: { name: string; src: string | null };
  /** Short facts shown as chips under the meta line: the pay when the ad states it. */
  tags?: readonly string[];
  /** The Remote badge's word in the page's language. */
  remoteText?: string;
};

/**
 * One job in a list, read at a glance like the main site's job card: the startup's logo, the
 * title as a heading, the meta line, and the pay as a chip.
 */
export function JobListEntry({ headingId, headingLevel, title, meta, isRemote, logo, tags = [], remoteText }: JobListEntryProps) {
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'h4';
  return (
    <StyledEntry aria-labelledby={headingId}>
      {logo ? <Avatar name={logo.name} src={logo.src} size={48} /> : null}
      <StyledEntryBody>
        <Heading id={headingId}>{title}</Heading>
        <JobMetaLine isRemote={isRemote} remoteText={remoteText}>
          {meta}
        </JobMetaLine>
        {tags.length > 0 ? (
          <TagList>
            {tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </TagList>
        ) : null}
      </StyledEntryBody>
    </StyledEntry>
  );
}

const StyledPager = styled.nav(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.lg, marginBlockStart: theme.space.lg }));

export type PagerProps = {
  /** The navigation's accessible name, such as "Pages of jobs". */
  label: string;
  page: number;
  lastPage: number;
  /** The control that opens another page: the app's router link, or a Button for in-page paging. */
  renderLink: (page: number, text: string) => ReactNode;
  /** Words of the two controls; "Previous page" and "Next page" unless the list says otherwise ("Newer posts"). */
  previousText?: string;
  nextText?: string;
  /** Whether there is a next page, when the last page is not known exactly (a capped count). */
  hasNext?: boolean;
  /** `lastPage` is a lower bound (a capped count): "Page 2 of 40+". */
  lastPageIsLowerBound?: boolean;
  /** Where the list is, in the page's language, in place of "Page 2 of 5". */
  pageText?: string;
};

/** "Previous page · Page 2 of 5 · Next page"; nothing when there is one page only. */
export function Pager({ label, page, lastPage, renderLink, previousText = 'Previous page', nextText = 'Next page', hasNext = page < lastPage, lastPageIsLowerBound = false, pageText }: PagerProps) {
  if (lastPage <= 1 && !hasNext) return null;
  return (
    <StyledPager aria-label={label}>
      {page > 1 ? renderLink(page - 1, previousText) : null}
      {pageText ? (
        <span>{pageText}</span>
      ) : (
        <span>
          Page {page} of {lastPage}
          {lastPageIsLowerBound ? '+' : ''}
        </span>
      )}
      {hasNext ? renderLink(page + 1, nextText) : null}
    </StyledPager>
  );
}

/**
 * Label and value rows (dt, dd): a job's location, position, salary, deadline. Two columns from
 * the sm breakpoint; below it each value goes under its label, so a long label or value never
 * pushes a 320 px page sideways (the value column may also shrink and break long words).
 */
export const FactList = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xs,
  margin: 0,
  '& dt': { fontWeight: theme.typography.fontWeights.semibold },
  '& dd': { margin: 0, color: theme.colors.textMuted, overflowWrap: 'anywhere' },
  [theme.mq.down('sm')]: { '& dd + dt': { marginTop: theme.space.xs } },
  [theme.mq.up('sm')]: {
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: theme.space.lg,
  },
}));

export type FactProps = { term: string; children?: ReactNode };

/** One row of a FactList: the label (dt) and its value (dd); nothing when there is no value (null, undefined, ''). */
export function Fact({ term, children }: FactProps) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export type FactGridItem = {
  term: string;
  /** Nothing is shown for an empty value (null, undefined, ''). */
  value: ReactNode;
  /** Takes the whole row (a list of badges). */
  wide?: boolean;
};

const StyledFactGrid = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${theme.space.sm} ${theme.space.md}`,
  margin: 0,
  '& > div': { minWidth: 0 },
  '& > div[data-wide]': { gridColumn: '1 / -1' },
  '& dt': { fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted },
  '& dd': { margin: 0, fontWeight: theme.typography.fontWeights.semibold, overflowWrap: 'anywhere' },
}));

/**
 * Facts as a compact grid of two columns, each label above its value: a job's facts on a phone
 * and in the job page's side panel, where label-and-value rows (FactList) take a screen.
 */
export function FactGrid({ facts, 'aria-label': label }: { facts: readonly FactGridItem[]; 'aria-label'?: string }) {
  return (
    <StyledFactGrid aria-label={label}>
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
        .map((fact) => (
          <div key={fact.term} data-wide={fact.wide ? '' : undefined}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </StyledFactGrid>
  );
}

const StyledClosed = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space.lg,
  fontWeight: theme.typography.fontWeights.semibold,
  color: theme.colors.warning,
  background: theme.colors.warningSurface,
  borderRadius: theme.radii.md,
}));

/** "This job is closed and no longer takes applications.", on the warning surface, for a closed job's page. */
export function ClosedJobNotice({ children = 'This job is closed and no longer takes applications.' }: { children?: string }) {
  return <StyledClosed>{children}</StyledClosed>;
}
