import styled from '@emotion/styled';
import { type JobListItem } from '@nordhub/contracts';
import { Badge, type BadgeTone } from '@nordhub/design-system';
import { countryName, remoteWorkCountries, workingLanguageLabel } from '@nordhub/domain';

/** One label of a job's Nordic working conditions (docs/nordic-filters.md). */
export type WorkConditionBadge = { text: string; tone: BadgeTone };

/**
 * What a job says about working in the Nordics: "English is fine" or "Danish required", then
 * "Visa sponsorship" and "Relocation support" when offered. The remote countries are separate
 * (remoteFromText), since cards show Remote on its own.
 */
export function workConditionBadges(job: JobListItem): WorkConditionBadge[] {
  const badges: WorkConditionBadge[] = [
    { text: workingLanguageLabel(job), tone: job.workingLanguage === 'ENGLISH' ? 'success' : 'neutral' },
  ];
  if (job.visaSponsorship) badges.push({ text: 'Visa sponsorship', tone: 'success' });
  if (job.relocationSupport) badges.push({ text: 'Relocation support', tone: 'success' });
  return badges;
}

/** "Sweden, Finland": where a remote job may be done from; null for a job that is not remote. */
export function remoteFromText(job: JobListItem): string | null {
  const countries = remoteWorkCountries(job);
  return countries.length > 0 ? countries.map((code) => countryName(code)).join(', ') : null;
}

const StyledList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** The working-condition labels as a list of badges (the job page). */
export function JobWorkConditions({ job }: { job: JobListItem }) {
  return (
    <StyledList aria-label="Working conditions">
      {workConditionBadges(job).map((badge) => (
        <li key={badge.text}>
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </li>
      ))}
    </StyledList>
  );
}
