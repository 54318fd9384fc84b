import styled from '@emotion/styled';
import { useAtsConnection, useConnectAts, useDisconnectAts } from '@nordhub/api-client';
import { Badge, Button, FormMessage, SectionTitle } from '@nordhub/design-system';
import { useState } from 'react';

const StyledPanel = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.md,
  padding: theme.space.md,
  marginBottom: theme.space.lg,
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
  '& p': { margin: 0 },
}));

export const atsTexts = {
  notAuthorised: 'Not connected: the authorisation was cancelled.',
} as const;

/**
 * The applicant-tracking connection (the product spec's calls and error catalogue): a popup to the provider asking to
 * read jobs and write candidates. A cancelled authorisation (access_denied) or a closed popup
 * is "not authorised", not an error. Hidden where the site has no provider set up.
 */
export function AtsConnectionPanel({ company }: { company: string }) {
  const connection = useAtsConnection(company);
  const connect = useConnectAts(company);
  const disconnect = useDisconnectAts(company);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (!connection.data?.configured) return null;
  const { provider, connected } = connection.data;

  return (
    <StyledPanel aria-labelledby="ats-title">
      <SectionTitle id="ats-title">Applicant tracking</SectionTitle>
      {connected ? (
        <>
          <Badge tone="success">Connected</Badge>
          <p>Nordhub may read your jobs and add candidates in {provider}.</p>
          <Button size="sm" variant="secondary" loading={disconnect.isPending} onClick={() => disconnect.mutate(undefined, { onSuccess: () => setMessage(null) })}>
            Disconnect
          </Button>
        </>
      ) : (
        <>
          <p>Connect {provider} so that Nordhub can read your jobs and send your candidates there.</p>
          <Button
            size="sm"
            loading={connect.isPending}
            onClick={() =>
              connect.mutate(undefined, {
                onSuccess: (done) => setMessage(done ? { tone: 'success', text: `Connected to ${provider}.` } : { tone: 'error', text: atsTexts.notAuthorised }),
                onError: (error) => setMessage({ tone: 'error', text: error.message }),
              })
            }
          >
            Connect {provider}
          </Button>
        </>
      )}
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
    </StyledPanel>
  );
}
