import styled from '@emotion/styled';
import { type JobListItem } from '@nordhub/contracts';
import { Button, ButtonLink, InlineList, SectionTitle } from '@nordhub/design-system';
import { absoluteUrl, jobPageTitle, jobShareImagePath, SHARE_TARGETS, shareLinks, shareTargetLabels } from '@nordhub/domain';
import { useHydrated, usePageOrigin } from '@nordhub/session';
import { useId, useState } from 'react';
import { getHref } from '../../paths';

export type JobShareProps = {
  job: Pick<JobListItem, 'id' | 'title' | 'company' | 'share'>;
  /** The section's heading; the welcome page asks differently than the job page. */
  title?: string;
};

const StyledSection = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
}));

// The link preview as a small card: a thumbnail beside the title and the address it goes to.
const StyledPreview = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  maxWidth: '480px',
  padding: theme.space.sm,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
}));

const StyledPreviewText = styled.p(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  fontSize: theme.typography.fontSizes.sm,
  '& span:last-of-type': { color: theme.colors.textMuted, overflowWrap: 'anywhere' },
}));

// The social preview's 1200x630 frame at thumbnail size, so a square logo and a wide share image both fit.
const StyledImage = styled.img(({ theme }) => ({
  display: 'block',
  flex: 'none',
  width: '120px',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'contain',
  background: theme.colors.surface,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.md,
}));

const StyledStatus = styled.p(({ theme }) => ({
  margin: 0,
  minHeight: `${theme.typography.lineHeights.normal}em`,
  color: theme.colors.textMuted,
}));

/** navigator.share exists only in some browsers (mobile, Safari, Edge); the button shows only there. */
function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * "Share this job": the image a link preview shows (the job's share image, else the company
 * logo) and ways to pass the job's absolute URL on: LinkedIn, X, Facebook, e-mail, Copy link
 * (confirmed in a live region) and the device's own share sheet where the browser has one.
 */
export function JobShare({ job, title = 'Share this job' }: JobShareProps) {
  const headingId = useId();
  const [status, setStatus] = useState('');
  const url = absoluteUrl(usePageOrigin(), getHref('job', { id: job.id }));
  // None on the server, so none while the app takes a server-drawn page over; then the browser's answer.
  const canShare = useHydrated() && canShareNatively();
  const shareTitle = jobPageTitle(job);
  const links = shareLinks({ url, title: shareTitle });
  const image = jobShareImagePath(job);

  const copy = async () => {
    setStatus('');
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      setStatus(`The link could not be copied. Copy it by hand: ${url}`);
    }
  };

  const shareNatively = async () => {
    setStatus('');
    try {
      await navigator.share({ title: shareTitle, url });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: that is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus('The job could not be shared from this device.');
    }
  };

  return (
    <StyledSection aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      <StyledPreview>
        {image ? <StyledImage src={image} alt={`Preview image of ${shareTitle}`} width={1200} height={630} loading="lazy" /> : null}
        <StyledPreviewText>
          <span>{shareTitle}</span>
          <span>{url}</span>
        </StyledPreviewText>
      </StyledPreview>
      <InlineList>
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <ButtonLink
              href={links[target]}
              variant="secondary"
              size="sm"
              // The e-mail link opens the mail app, not a page: no new tab for it.
              {...(target === 'email' ? {} : { target: '_blank' })}
              rel="noopener noreferrer"
              aria-label={target === 'email' ? 'Share by e-mail' : `Share on ${shareTargetLabels[target]}`}
            >
              {shareTargetLabels[target]}
            </ButtonLink>
          </li>
        ))}
        <li>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            Copy link
          </Button>
        </li>
        {canShare ? (
          <li>
            <Button variant="secondary" size="sm" onClick={() => void shareNatively()}>
              Share…
            </Button>
          </li>
        ) : null}
      </InlineList>
      <StyledStatus role="status" aria-live="polite">
        {status}
      </StyledStatus>
    </StyledSection>
  );
}
