import styled from '@emotion/styled';
import { Button, CodeBlock, TextField } from '@nordhub/design-system';
import { careerPageSnippet, isHexColour, jobListWidgetPath, jobListWidgetSnippet } from '@nordhub/domain';
import { useCurrentUser } from '@nordhub/session';
import { useId, useState } from 'react';

const StyledColumn = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));
const StyledColours = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.lg, input: { minWidth: '6rem' } }));
const StyledText = styled.p({ margin: 0 });
const StyledTitle = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.md }));
const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md }));
const StyledStatus = styled.span(({ theme }) => ({ color: theme.colors.textMuted }));
type CopySnippetProps = { title: string; description: string; code: string; copyLabel: string };

/** One snippet: what it is, the code, and a Copy button whose result is announced ("Copied"). */
function CopySnippet({ title, description, code, copyLabel }: CopySnippetProps) {
  const titleId = useId();
  const [status, setStatus] = useState('');

  const copy = async () => {
    setStatus('');
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setStatus('Copied');
    } catch {
      setStatus('Copying failed: select the code and copy it by hand.');
    }
  };

  return (
    <StyledColumn role="group" aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{title}</StyledTitle>
      <StyledText>{description}</StyledText>
      <CodeBlock aria-label={`${title} code`} tabIndex={0}>
        <code>{code}</code>
      </CodeBlock>
      <StyledActions>
        <Button variant="secondary" onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <StyledStatus role="status" aria-live="polite">
          {status}
        </StyledStatus>
      </StyledActions>
    </StyledColumn>
  );
}

const defaultColours = { accent: '#0b6bcb', text: '#1a1f24' };

export type EmbedSnippetsProps = { company: string };

/**
 * The startup's copy-paste snippets for its own website: the career-page script (in colours the
 * startup picks here) and the job-list widget in an iframe. Both show the startup's open jobs.
 */
export function EmbedSnippets({ company }: EmbedSnippetsProps) {
  const user = useCurrentUser();
  const name = user?.companies.find((managed) => managed.key === company)?.name ?? company;
  const [colours, setColours] = useState(defaultColours);
  const origin = window.location.origin;

  const setColour = (which: keyof typeof defaultColours, value: string) => {
    if (isHexColour(value)) setColours((current) => ({ ...current, [which]: value }));
  };

  return (
    <StyledColumn>
      <StyledText>
        Show your open jobs on your own website. Jobs you publish, pause or close on Nordhub change there too; each job links to its
        page on Nordhub, where people apply. They list your jobs once your startup profile is published.
      </StyledText>
      <StyledColours>
        <TextField label="Accent colour" type="color" value={colours.accent} onChange={(event) => setColour('accent', event.target.value)} />
        <TextField label="Text colour" type="color" value={colours.text} onChange={(event) => setColour('text', event.target.value)} />
      </StyledColours>
      <CopySnippet
        title="Career page script"
        description="Paste this where the jobs should appear in your page. It draws them in your colours, sealed off from your site's styles."
        code={careerPageSnippet(origin, company, colours)}
        copyLabel="Copy the career page snippet"
      />
      <CopySnippet
        title="Job-list widget (iframe)"
        description="A compact list in a frame; it fits any width from 320 pixels up."
        code={jobListWidgetSnippet(origin, company, name)}
        copyLabel="Copy the widget snippet"
      />
      <StyledText>
        <a href={jobListWidgetPath(company)} target="_blank" rel="noopener">
          Preview the widget
        </a>{' '}
        (opens in a new tab)
      </StyledText>
    </StyledColumn>
  );
}
