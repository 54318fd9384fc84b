import styled from '@emotion/styled';
import { Button, SectionTitle, TextArea } from '@nordhub/design-system';
import { investorJobBoardPath, investorJobBoardSnippet } from '@nordhub/domain';
import { useShowToast } from '@nordhub/session';
import { InvestorSectionCard } from './investor-section-card';

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' }));

export type InvestorJobBoardEmbedProps = {
  investorKey: string;
  investorName: string;
  /** Whether the profile is live: only a live investor's board shows jobs. */
  live: boolean;
  /** The public site's origin (the portal's own by default). */
  origin?: string;
};

/**
 * The investor's embeddable portfolio job board: the copy-paste iframe snippet for the investor's
 * own website, a copy button and a link to preview the board.
 */
export function InvestorJobBoardEmbed({ investorKey, investorName, live, origin = window.location.origin }: InvestorJobBoardEmbedProps) {
  const showToast = useShowToast();
  const snippet = investorJobBoardSnippet(origin, investorKey, investorName);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      showToast('The job board snippet is copied', 'success');
    } catch {
      showToast('Copying is not allowed here: select the snippet and copy it by hand', 'error');
    }
  };
  return (
    <InvestorSectionCard aria-labelledby="settings-job-board">
      <SectionTitle id="settings-job-board">Portfolio job board</SectionTitle>
      <p>Show the open jobs of your portfolio startups on your own website: paste this snippet into a page. Job links open Nordhub in a new tab.</p>
      {live ? null : <p>The board lists jobs once your profile is on the funding list.</p>}
      <TextArea label="Embed snippet" value={snippet} readOnly rows={4} onFocus={(event) => event.currentTarget.select()} />
      <StyledActions>
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy snippet
        </Button>
        <a href={investorJobBoardPath(investorKey)} target="_blank" rel="noopener noreferrer">
          Preview the job board (opens in a new tab)
        </a>
      </StyledActions>
    </InvestorSectionCard>
  );
}
