import styled from '@emotion/styled';
import { useInvestorSuggestions, useOptionalInvestor } from '@nordhub/api-client';
import { companyFundingStatusLabels, investorTypeLabels, type SiteConfiguration } from '@nordhub/contracts';
import { Button, Combobox, Select } from '@nordhub/design-system';
import { investorKeysOf } from '@nordhub/domain';
import { useMemo, useState } from 'react';
import { type JobSearch, jobSearchVocabulary } from './job-search-url';
import { useDebouncedValue } from './use-debounced-value';

/** The funding-aware part of the job search. */
export type FundingSearch = Pick<JobSearch, 'stage' | 'fundingStage' | 'funding' | 'investor'>;

/** The funding-aware filters of a search (the rest left out). */
export function fundingSearchOf(search: JobSearch): FundingSearch {
  const { stage, fundingStage, funding, investor } = search;
  return {
    ...(stage ? { stage } : {}),
    ...(fundingStage ? { fundingStage } : {}),
    ...(funding ? { funding } : {}),
    ...(investor ? { investor } : {}),
  };
}

export type FundingFiltersProps = {
  configuration: SiteConfiguration;
  value: FundingSearch;
  /** A filter changed: the search applies it at once. */
  onChange: (next: FundingSearch) => void;
};

const StyledInvestor = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs }));

const SUGGESTION_DELAY_MS = 250;
const fundingChoices = jobSearchVocabulary.funding.map((value) => ({ value, text: companyFundingStatusLabels[value] }));

/** The name of the one chosen investor, for the box (several keys show as they are). */
function useInvestorLabel(investor: FundingSearch['investor']): string {
  const keys = investorKeysOf(investor);
  const single = keys.length === 1 ? keys[0]! : '';
  const profile = useOptionalInvestor(single);
  if (keys.length === 0) return '';
  if (keys.length > 1) return keys.join(', ');
  return profile.data?.name ?? single;
}

/**
 * Stage, funding round and funding status selects, and an investor box that suggests live
 * investors by name ("jobs at startups backed by X").
 */
export function FundingFilters({ configuration, value, onChange }: FundingFiltersProps) {
  const chosenLabel = useInvestorLabel(value.investor);
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? chosenLabel;
  const debounced = useDebouncedValue(typed?.trim() ?? '', SUGGESTION_DELAY_MS);
  const suggestions = useInvestorSuggestions(debounced);
  const options = useMemo(
    () => (typed?.trim() && debounced ? (suggestions.data?.docs ?? []).map((investor) => ({ value: investor.name, detail: investorTypeLabels[investor.type] })) : []),
    [debounced, suggestions.data, typed],
  );

  const change = (patch: Partial<FundingSearch>) => {
    const next: FundingSearch = { ...value, ...patch };
    for (const key of Object.keys(next) as (keyof FundingSearch)[]) if (!next[key]) delete next[key];
    onChange(next);
  };

  return (
    <>
      <Select label="Startup stage" placeholder="Any stage" options={configuration.company.stages} value={value.stage ?? ''} onChange={(event) => change({ stage: event.target.value || undefined })} />
      <Select
        label="Funding round"
        placeholder="Any round"
        options={configuration.company.fundingStages}
        value={value.fundingStage ?? ''}
        onChange={(event) => change({ fundingStage: event.target.value || undefined })}
      />
      <Select
        label="Funding"
        placeholder="Any funding"
        options={fundingChoices}
        value={value.funding ?? ''}
        onChange={(event) => change({ funding: jobSearchVocabulary.funding.find((status) => status === event.target.value) })}
      />
      <StyledInvestor>
        <Combobox
          label="Backed by investor"
          placeholder="Investor name"
          value={text}
          onValueChange={setTyped}
          options={options}
          onOptionSelect={(name) => {
            const investor = suggestions.data?.docs.find((item) => item.name === name);
            if (!investor) return;
            setTyped(null);
            change({ investor: investor.key });
          }}
        />
        {value.investor ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setTyped(null);
              change({ investor: undefined });
            }}
          >
            Any investor
          </Button>
        ) : null}
      </StyledInvestor>
    </>
  );
}
