import { type CSSObject, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { cardPayText, type JobListItem, jobCategories } from '@nordhub/contracts';
import { Avatar, Badge, type BadgeTone, Card, PlainList, TagList } from '@nordhub/design-system';
import { answerWithinText, imagePresetPath, isJobStale, jobFreshnessLabel, locationShortName } from '@nordhub/domain';
import { NavTextLink, scrollAnchor } from '@nordhub/session';
import { memo, startTransition, useEffect, useId, useState } from 'react';
import { getHref } from '../../paths';
import { JobSaveButton } from './job-flag-buttons';
import { PayRangeMark } from './pay-range-mark';

export type JobCardProps = {
  job: JobListItem;
  /** Heading level of the title, so headings stay in order wherever the card is shown. */
  headingLevel?: 2 | 3;
  featured?: boolean;
  /** The clock (tests pass one). */
  now?: Date;
};

const StyledBody = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  minWidth: 0,
  flex: '1 1 auto',
}));

const StyledTop = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space.sm,
}));

const StyledTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.lg,
  lineHeight: theme.typography.lineHeights.snug,
}));

/** The startup, its place and Remote on one line: a card's height decides how many fit a screen. */
const StyledCompanyLine = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.space.sm,
  rowGap: theme.space.xs,
  margin: 0,
}));

const StyledCompany = styled.span(({ theme }) => ({
  fontWeight: theme.typography.fontWeights.semibold,
  color: theme.colors.text,
}));

const StyledPlace = styled.span(({ theme }) => ({
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
}));


/** A mark a card shows to say the job is worth applying to. */
export type TrustMark = { text: string; tone: BadgeTone };

/** A card shows at most this many trust marks: the rest of what a job says is on its page. */
export const MAX_TRUST_MARKS = 2;

/**
 * The card's trust marks: whether the startup confirmed the job open lately (or the warning that
 * it has not), and how soon it answers when it is one of the startups that answer.
 */
export function trustMarks(job: Pick<JobListItem, 'status' | 'confirmedOpenAt' | 'answersWithinDays'>, now: Date): TrustMark[] {
  if (job.status !== 'ACTIVE') return [];
  const marks: TrustMark[] = [{ text: jobFreshnessLabel(job.confirmedOpenAt, now), tone: isJobStale(job.confirmedOpenAt, now) ? 'warning' : 'neutral' }];
  if (job.answersWithinDays) marks.push({ text: `Answers ${answerWithinText(job.answersWithinDays)}`, tone: 'success' });
  return marks.slice(0, MAX_TRUST_MARKS);
}

/**
 * The height a job card is reckoned at before it is laid out, by screen width: the mean card of
 * the demo's /jobs and / measured at 360, 412, 800 and 1280 px (docs/performance.md, "Long job
 * lists drawn a screen first"). One figure for all widths is far off on a laptop or a small
 * phone, and the cards laid out as a visitor scrolls to them move what is on screen by that much.
 */
const byCardEstimatedHeight = (theme: Theme, style: (height: string) => CSSObject): CSSObject => ({
  ...style('190px'),
  [theme.mq.up('sm')]: style('160px'),
  [theme.mq.up('md')]: style('135px'),
  [theme.mq.up('lg')]: style('125px'),
});

/**
 * A card of a long list: the browser lays out and paints only the cards near the screen (long
 * lists, such as a startup's jobs or a widget's, made layout the longest task of a phone's page
 * load; docs/performance.md, "Long job lists drawn a screen first"). `auto` keeps a card's last
 * drawn height once it has been on screen, so scrolling back does not jump.
 */
const StyledJobItem = styled.li(({ theme }) => ({
  contentVisibility: 'auto',
  ...byCardEstimatedHeight(theme, (height) => ({ containIntrinsicSize: `auto ${height}` })),
  // A card of the first screen is laid out at once: Chromium lays out an on-screen card at its
  // estimated height first and then at its own, moving what is below it under a reader's eyes.
  '&[data-first-screen]': { contentVisibility: 'visible', containIntrinsicSize: 'none' },
}));

/** Cards at the head of a list that skip the deferred layout (they are on a first screen). */
export const FIRST_SCREEN_CARDS = 3;

/**
 * Where a card not drawn yet will be (JobCardList draws a long list in steps): the list has about
 * its whole height from the first paint, so what is below it does not move as the cards come.
 * The featured jobs of /jobs drew 8 cards and then grew by 78 more after the app took the page
 * over, moving "All jobs" down by 20,000 px under a visitor already reading it. Off screen, a
 * drawn card takes the same estimated height until it is laid out, so the step that draws it
 * moves nothing.
 */
const StyledCardPlaceholder = styled.li(({ theme }) => byCardEstimatedHeight(theme, (height) => ({ height })));

/** The label of a category slug (the contracts' list is the one source of labels). */
export const categoryLabel = (slug: string): string => jobCategories.find((category) => category.slug === slug)?.label ?? slug;

/**
 * One job in a list, read at a glance: the startup's logo (else its initials), the title linking
 * to the job's page (the card's one action besides Save), the startup, place and Remote, the pay
 * when the ad states it, and at most two trust marks. Working conditions, the pay in the
 * visitor's currency, category and deadline are on the job's page.
 */
function JobCard({ job, headingLevel = 2, featured = false, now = new Date() }: JobCardProps) {
  const place = locationShortName(job.location);
  // Unique per card, not per job: one page can show a job twice (the home page's latest and featured jobs).
  const titleId = `job-card-${useId()}`;
  const pay = cardPayText(job);
  const marks = trustMarks(job, now);
  return (
    <Card layout="row" aria-labelledby={titleId}>
      <Avatar name={job.company.name} src={imagePresetPath(job.company.logoImage, 'thumbnail')} size={48} />
      <StyledBody>
        <StyledTop>
          <StyledTitle as={`h${headingLevel}`} id={titleId}>
            <NavTextLink variant="title" to={getHref('job', { id: job.id })}>{job.title}</NavTextLink>
          </StyledTitle>
          <JobSaveButton job={job} look="icon" />
        </StyledTop>
        <StyledCompanyLine>
          <StyledCompany>{job.company.name}</StyledCompany>
          {place ? <StyledPlace>{place}</StyledPlace> : null}
          {job.isRemote ? <Badge tone="primary">Remote</Badge> : null}
        </StyledCompanyLine>
        {featured || pay || marks.length > 0 ? (
          <TagList>
            {featured ? (
              <li>
                <Badge tone="warning">Featured</Badge>
              </li>
            ) : null}
            {pay ? (
              <li>
                <Badge>{pay}</Badge>
              </li>
            ) : null}
            <PayRangeMark salary={job.salary} as="li" />
            {marks.map((mark) => (
              <li key={mark.text}>
                <Badge tone={mark.tone}>{mark.text}</Badge>
              </li>
            ))}
          </TagList>
        ) : null}
      </StyledBody>
    </Card>
  );
}

export type JobCardListProps = {
  jobs: readonly JobListItem[];
  /** Shows every card as featured (the boosted jobs). */
  featured?: boolean;
  /** Names the list where no heading right above it does ("Latest jobs"). */
  'aria-label'?: string;
};

/**
 * Cards a list draws when it first appears: more than a phone's or a laptop's first screen holds.
 * The first page of /jobs has a hundred: drawn at once, their styles and layout were one long task
 * before the first card was painted (a phone's LCP and Total Blocking Time); the rest follow.
 */
export const FIRST_DRAWN_CARDS = 8;

/**
 * Cards each later step adds, in a render of its own at a priority that yields to input. React
 * slices a render but commits it in one go, and the rest of /jobs's cards in one commit would be
 * one long task on a phone (docs/performance.md, "Long job lists drawn a screen first").
 */
export const CARDS_PER_STEP = 6;

/**
 * A card in its list item; the same job renders nothing anew when a step adds others after it.
 * The item is where Back returns to (scrollAnchor): the cards above it may not all be drawn yet.
 */
const JobCardItem = memo(function JobCardItem({ job, featured, firstScreen }: { job: JobListItem; featured: boolean; firstScreen: boolean }) {
  return (
    <StyledJobItem {...scrollAnchor(featured ? 'featured-jobs' : 'jobs', job.id)} data-first-screen={firstScreen || undefined}>
      <JobCard job={job} headingLevel={3} featured={featured} />
    </StyledJobItem>
  );
});

/** Jobs as a stack of cards, their titles h3 under the section's h2. */
export function JobCardList({ jobs, featured = false, 'aria-label': label }: JobCardListProps) {
  // The first render stops at FIRST_DRAWN_CARDS (on the server too, so a drawn page hydrates as
  // drawn); each commit then asks for CARDS_PER_STEP more in a transition until the list is whole.
  // A list that is replaced later (another search) keeps the count drawn and shows at once.
  const [drawn, setDrawn] = useState(() => Math.min(jobs.length, FIRST_DRAWN_CARDS));
  useEffect(() => {
    if (drawn < jobs.length) startTransition(() => setDrawn(drawn + CARDS_PER_STEP));
  }, [drawn, jobs.length]);
  const shown = Math.min(jobs.length, drawn);
  return (
    <PlainList aria-label={label}>
      {jobs.slice(0, shown).map((job, index) => (
        // Featured jobs come a few at a time, each possibly at the top of the results.
        <JobCardItem key={job.id} job={job} featured={featured} firstScreen={featured || index < FIRST_SCREEN_CARDS} />
      ))}
      {jobs.slice(shown).map((job) => (
        <StyledCardPlaceholder key={job.id} aria-hidden="true" />
      ))}
    </PlainList>
  );
}
