import styled from '@emotion/styled';
import { countryNames, jobCategoryGroups, salaryTypeLabels, type SiteConfiguration } from '@nordhub/contracts';
import { Checkbox, Select } from '@nordhub/design-system';
import { nordicCountryCodes } from '@nordhub/domain';
import { type ReactNode } from 'react';
import { FundingFilters } from './funding-filters';
import { jobSearchVocabulary } from './job-search-url';
import { checked, type SearchFormValues } from './job-search-values';

type Choice = { text: string; value: string };

/** Only choices the API accepts are offered: a configured value it would reject is left out. */
export const known = (options: readonly Choice[], allowed: readonly string[]) => options.filter((option) => allowed.includes(option.value));
export const labelled = (labels: Record<string, string>) => Object.entries(labels).map(([value, text]) => ({ value, text }));

/** The coarser grouping of the product spec's entities (e.g. Development = full-stack, front-end, back-end). */
const categoryGroupChoices = jobCategoryGroups.map((group) => ({ value: group.slug, text: group.label }));
export const categoriesOfGroup = (group: string): readonly string[] | null => jobCategoryGroups.find((item) => item.slug === group)?.categories ?? null;

const remoteFromChoices = nordicCountryCodes.map((code) => ({ value: code, text: countryNames[code] }));

/** A group of filters that folds away under its name (open at first: nothing is hidden until asked). */
const StyledDetails = styled.details(({ theme }) => ({
  paddingBlock: theme.space.sm,
  borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

/** The group's name is its toggle, at least a phone's tap target high. */
const StyledSummary = styled.summary(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: theme.typography.fontWeights.semibold,
  cursor: 'pointer',
}));

const StyledGroup = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  border: 0,
}));

/** The rule under "Startups that answer" (docs/employers-who-answer.md). */
const StyledHint = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
}));

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <StyledDetails open>
      <StyledSummary>{legend}</StyledSummary>
      <StyledGroup aria-label={legend}>{children}</StyledGroup>
    </StyledDetails>
  );
}

export type AllFilterFieldsProps = {
  configuration: SiteConfiguration;
  values: SearchFormValues;
  /** A filter changed: the laptop column searches at once, the phone sheet keeps it until "Show N jobs". */
  onChange: (changes: Partial<SearchFormValues>) => void;
  /** Tells the sheet's and the column's controls apart (the hint's id). */
  idPrefix: string;
};

/** The filters beyond the quick row, grouped: role, pay and startup, working in the Nordics. */
export function AllFilterFields({ configuration, values, onChange, idPrefix }: AllFilterFieldsProps) {
  const hintId = `${idPrefix}-responsive-filter-hint`;
  return (
    <>
      <FilterGroup legend="Role">
        <Select
          label="Category group"
          placeholder="All groups"
          options={categoryGroupChoices}
          value={values.categoryGroup}
          onChange={(event) => {
            // A category outside the new group would match nothing: it is dropped with the change.
            const inGroup = categoriesOfGroup(event.target.value);
            const nextCategory = inGroup && !inGroup.includes(values.category) ? '' : values.category;
            onChange({ categoryGroup: event.target.value, category: nextCategory });
          }}
        />
        <Select
          label="Position type"
          placeholder="All position types"
          options={known(configuration.job.positionTypes, jobSearchVocabulary.positionType)}
          value={values.positionType}
          onChange={(event) => onChange({ positionType: event.target.value })}
        />
        <Select label="Salary" placeholder="Any salary" options={labelled(salaryTypeLabels)} value={values.salaryType} onChange={(event) => onChange({ salaryType: event.target.value })} />
      </FilterGroup>
      <FilterGroup legend="Startup">
        <div>
          <Checkbox
            label="Startups that answer"
            aria-describedby={hintId}
            checked={values.responsive === 'true'}
            onChange={(event) => onChange({ responsive: checked(event.target.checked) })}
          />
          <StyledHint id={hintId}>70% of at least 5 applications answered within 14 days</StyledHint>
        </div>
        <FundingFilters configuration={configuration} value={values.funding} onChange={(next) => onChange({ funding: next })} />
      </FilterGroup>
      <FilterGroup legend="Working in the Nordics">
        {(
          [
            ['visaSponsorship', 'Visa sponsorship'],
            ['relocationSupport', 'Relocation support'],
          ] as const
        ).map(([key, label]) => (
          <Checkbox key={key} label={label} checked={values[key] === 'true'} onChange={(event) => onChange({ [key]: checked(event.target.checked) })} />
        ))}
        <Select label="Remote from" placeholder="Any country" options={remoteFromChoices} value={values.remoteFrom} onChange={(event) => onChange({ remoteFrom: event.target.value })} />
      </FilterGroup>
    </>
  );
}
