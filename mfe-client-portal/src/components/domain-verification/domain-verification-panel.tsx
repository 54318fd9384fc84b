import styled from '@emotion/styled';
import { type DomainVerification } from '@nordhub/contracts';
import { Badge, Button, CodeBlock, FormMessage } from '@nordhub/design-system';
import { formatDate } from '@nordhub/domain';
import { useState } from 'react';

const StyledPanel = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.sm }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

export type DomainVerificationPanelProps = {
  domain: string;
  verification: DomainVerification;
  /** What the domain serves once verified, e.g. "your careers site". */
  what: string;
  /** Runs the server's check; rejects with the server's message when it fails. */
  onVerify: () => Promise<unknown>;
  verifying: boolean;
  /** Set for admins only: stops serving the domain (the server refuses anyone else). */
  onRevoke?: () => Promise<unknown>;
  revoking?: boolean;
};

const statusLabels = { pending: 'Pending verification', verified: 'Verified', revoked: 'Revoked' } as const;
const statusTones = { pending: 'warning', verified: 'success', revoked: 'danger' } as const;

/**
 * A domain's proof of control: its status, and while pending the TXT record or file to publish
 * and a Verify button that shows the server's answer (what it found instead).
 */
export function DomainVerificationPanel({ domain, verification, what, onVerify, verifying, onRevoke, revoking = false }: DomainVerificationPanelProps) {
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong');
    }
  };
  const verify = () => run(onVerify);
  return (
    <StyledPanel role="group" aria-label={`Verification of ${domain}`}>
      <p>
        <Badge tone={statusTones[verification.status]}>{statusLabels[verification.status]}</Badge>
      </p>
      {verification.status === 'verified' ? (
        <StyledMuted>
          {domain} is verified{verification.verifiedAt ? ` since ${formatDate(verification.verifiedAt)}` : ''}: {what} is served there.
        </StyledMuted>
      ) : null}
      {verification.status === 'revoked' ? (
        <StyledMuted>An administrator revoked {domain}, so {what} is not served there. Please contact support.</StyledMuted>
      ) : null}
      {verification.status === 'pending' ? (
        <>
          <StyledMuted>
            {what[0]?.toUpperCase()}
            {what.slice(1)} goes live on {domain} once you prove the domain is yours. Either add this TXT record at your DNS provider:
          </StyledMuted>
          <CodeBlock aria-label="TXT record" tabIndex={0}>
            {`${verification.recordName}.   TXT   "${verification.recordValue}"`}
          </CodeBlock>
          <StyledMuted>or publish a file at {verification.fileUrl} containing:</StyledMuted>
          <CodeBlock aria-label="File content" tabIndex={0}>
            {verification.recordValue}
          </CodeBlock>
          <StyledMuted>Then press Verify. DNS changes can take a while to show.</StyledMuted>
          <div>
            <Button type="button" onClick={() => void verify()} loading={verifying} aria-label={`Verify ${domain}`}>
              Verify
            </Button>
          </div>
        </>
      ) : null}
      {onRevoke && verification.status !== 'revoked' ? (
        <div>
          <Button type="button" variant="danger" size="sm" onClick={() => void run(onRevoke)} loading={revoking} aria-label={`Revoke ${domain}`}>
            Revoke (admin)
          </Button>
        </div>
      ) : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </StyledPanel>
  );
}
