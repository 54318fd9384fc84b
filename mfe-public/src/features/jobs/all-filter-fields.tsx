import styled from '@emotion/styled';
import { countryNames, jobCategoryGroups, salaryTypeLabels, type SiteConfiguration } from '@nordhub/contracts';
import { Checkbox, Select } from '@nordhub/design-system';
import { nordicCountryCodes } from '@nordhub/domain';
import { type ReactNode, useId, useState } from 'react';
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

const StyledGroup = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  margin: 0,
  padding: `${theme.space.md} 0`,
  border: 0,
  borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledGroupBody = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md }));

const StyledLegend = styled.legend(({ theme }) => ({
  float: 'left',
  width: '100%',
  padding: 0,
  fontWeight: theme.typography.fontWeights.semibold,
}));

/** The group's name is its toggle: a plain button, full width, at least a phone's tap target high. */
const StyledToggle = styled.button(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  minHeight: 44,
  padding: 0,
  font: 'inherit',
  fontWeight: theme.typography.fontWeights.semibold,
  color: theme.colors.text,
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
}));

/** The rule under "Startups that answer" (docs/employers-who-answer.md). */
const StyledHint = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
}));

/** A named group of filters that folds away (open at first: nothing is hidden until asked). */
function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <StyledGroup>
      <StyledLegend>
        <StyledToggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {legend}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </StyledToggle>
      </StyledLegend>
      <div id={bodyId} hidden={!open}>
        <StyledGroupBody>{children}</StyledGroupBody>
      </div>
    </StyledGroup>
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
