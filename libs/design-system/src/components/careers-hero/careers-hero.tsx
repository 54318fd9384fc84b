import styled from '@emotion/styled';
import { CAREERS_SEE_JOBS_TEXT, CAREERS_TEXT_ON_COLOUR } from '@nordhub/domain';
import { Avatar } from '../avatar/avatar';
import { transientProps } from '../shared';

export type CareersHeroPicture = { src: string; srcSet?: string };

export type CareersHeroVideo = { provider: string; url: string };

export type CareersHeroProps = {
  /** The startup's name: the logo's initials and the picture's owner. */
  name: string;
  logoSrc?: string | null;
  headline: string;
  pitch?: string;
  picture?: CareersHeroPicture | null;
  /** A YouTube or Vimeo video: a link, so the visitor's browser asks the video site nothing until they click. */
  video?: CareersHeroVideo | null;
  /** The band's colour (white text on it, domain's careersColourProblem); null: the site's primary. */
  primaryColor?: string | null;
  /** The "See open jobs" button's colour (white text on it); null: the site's success green. */
  accentColor?: string | null;
  /** Where "See open jobs" leads: the jobs' section on the page. */
  seeJobsHref: string;
  /** 1 on the careers site; 2 where the hero is a preview inside another page. */
  headingLevel?: 1 | 2;
  headingId?: string;
  /** The button's words in the site's language; "See open jobs" unless given. */
  seeJobsText?: string;
  /** The video link's words in the site's language; "Watch our video on {provider}" unless given. */
  videoText?: string;
};

const StyledHero = styled('section', transientProps)<{ $background: string | null }>(({ theme, $background }) => ({
  display: 'grid',
  gap: theme.space.lg,
  alignItems: 'center',
  padding: theme.space.lg,
  borderRadius: theme.radii.lg,
  background: $background ?? theme.colors.primary,
  color: CAREERS_TEXT_ON_COLOUR,
  // Compact on purpose: on a laptop the first open jobs show under it on the first screen.
  [theme.mq.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 320px)', padding: theme.space.xxl },
  '& a:focus-visible': { outline: `3px solid ${CAREERS_TEXT_ON_COLOUR}`, outlineOffset: '2px' },
}));

const StyledText = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md, alignItems: 'flex-start', minWidth: 0 }));

const StyledHeadline = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.lg,
  lineHeight: theme.typography.lineHeights.tight,
  overflowWrap: 'anywhere',
  [theme.mq.up('md')]: { fontSize: theme.typography.fontSizes.xxl },
}));

const StyledSubHeadline = StyledHeadline.withComponent('h2');

const StyledPitch = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.fontSizes.sm,
  lineHeight: theme.typography.lineHeights.normal,
  overflowWrap: 'anywhere',
  [theme.mq.up('md')]: { fontSize: theme.typography.fontSizes.md },
}));

// On a phone the header shows the logo already and the picture would push the jobs off the first screen.
const StyledLogo = styled.div(({ theme }) => ({ display: 'none', [theme.mq.up('md')]: { display: 'block' } }));

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.lg }));

const StyledSeeJobs = styled('a', transientProps)<{ $background: string | null }>(({ theme, $background }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: theme.space.xl,
  borderRadius: theme.radii.md,
  background: $background ?? theme.colors.success,
  color: CAREERS_TEXT_ON_COLOUR,
  fontWeight: theme.typography.fontWeights.semibold,
  textDecoration: 'none',
  boxShadow: `0 0 0 1px ${CAREERS_TEXT_ON_COLOUR}`,
  '&:hover': { textDecoration: 'underline' },
}));

const StyledVideo = styled.a({ color: CAREERS_TEXT_ON_COLOUR, textDecoration: 'underline', fontWeight: 600 });

// The picture's box has its size before the picture loads: nothing under it moves.
const StyledPictureBox = styled.div(({ theme }) => ({
  position: 'relative',
  width: '100%',
  display: 'none',
  height: '200px',
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  background: 'rgba(255, 255, 255, 0.16)',
  [theme.mq.up('md')]: { display: 'block' },
  '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
}));

/**
 * The top of a startup's careers site: its logo, headline and pitch on its colour, a picture or a
 * video link, and "See open jobs" (the product's words) down to the jobs. The portal's editor
 * draws its live preview with the same component.
 */
export function CareersHero({ name, logoSrc, headline, pitch, picture, video, primaryColor, accentColor, seeJobsHref, headingLevel = 1, headingId, seeJobsText = CAREERS_SEE_JOBS_TEXT, videoText }: CareersHeroProps) {
  return (
    <StyledHero $background={primaryColor ?? null} aria-labelledby={headingId}>
      <StyledText>
        <StyledLogo>
          <Avatar name={name} src={logoSrc ?? undefined} size={48} />
        </StyledLogo>
        {headingLevel === 1 ? <StyledHeadline id={headingId}>{headline}</StyledHeadline> : <StyledSubHeadline id={headingId}>{headline}</StyledSubHeadline>}
        {pitch ? <StyledPitch>{pitch}</StyledPitch> : null}
        <StyledActions>
          <StyledSeeJobs $background={accentColor ?? null} href={seeJobsHref}>
            {seeJobsText}
          </StyledSeeJobs>
          {video ? (
            <StyledVideo href={video.url} target="_blank" rel="noopener noreferrer">
              ▶ {videoText ?? `Watch our video on ${video.provider}`}
            </StyledVideo>
          ) : null}
        </StyledActions>
      </StyledText>
      {picture ? (
        <StyledPictureBox>
          <img src={picture.src} srcSet={picture.srcSet} sizes="(min-width: 768px) 320px, 100vw" alt="" decoding="async" />
        </StyledPictureBox>
      ) : null}
    </StyledHero>
  );
}
