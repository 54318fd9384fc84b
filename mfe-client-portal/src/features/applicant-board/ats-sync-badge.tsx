import { type Application } from '@nordhub/contracts';
import { Badge, type BadgeTone } from '@nordhub/design-system';

type AtsSync = NonNullable<Application['atsSync']>;

const looks: Record<AtsSync['status'], { tone: BadgeTone; text: string }> = {
  pending: { tone: 'neutral', text: 'ATS: sending' },
  retrying: { tone: 'warning', text: 'ATS: retrying' },
  synced: { tone: 'success', text: 'Sent to your ATS' },
  failed: { tone: 'danger', text: 'ATS: failed' },
};

/** The words of the badge; with `withError`, the last failure too (the dialog has room for it). */
export function atsSyncText(sync: AtsSync, withError: boolean): string {
  const { text } = looks[sync.status];
  return withError && sync.lastError ? `${text} (${sync.lastError})` : text;
}

export type AtsSyncBadgeProps = { sync: Application['atsSync']; withError?: boolean };

/** Whether the applicant reached the startup's applicant-tracking service; nothing when none was sent. */
export function AtsSyncBadge({ sync, withError = false }: AtsSyncBadgeProps) {
  if (!sync) return null;
  return <Badge tone={looks[sync.status].tone}>{atsSyncText(sync, withError)}</Badge>;
}
