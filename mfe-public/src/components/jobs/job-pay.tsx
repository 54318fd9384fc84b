import styled from '@emotion/styled';
import { useCurrencyRates, useVisitorCountry } from '@nordhub/api-client';
import { type JobListItem, salaryText } from '@nordhub/contracts';
import {
  type ConvertedPay,
  convertPayRange,
  formatApproximatePay,
  formatRateSource,
  visitorCurrency,
} from '@nordhub/domain';
import { useDocumentCookie } from '@nordhub/session';
import { useCallback } from 'react';
import { readPreferredCountry } from '../preferred-country';

type PayOf = Pick<JobListItem, 'salary' | 'otherCompensation'>;

/**
 * The visitor's currency: their preferred country's (the preferred-country-code cookie), else the
 * country the server detected (GET /site/visitor-country), else the euro.
 */
function useVisitorCurrency(): string {
  const detected = useVisitorCountry();
  const preferred = readPreferredCountry(useDocumentCookie());
  return visitorCurrency(preferred, detected.data?.countryCode ?? null);
}

/** A job's salary range converted into the visitor's currency, or null when no rate applies. */
type PayConverter = (job: PayOf) => ConvertedPay | null;

/** The converter for the visitor's currency at the current rates (a new one when either changes). */
function usePayConverter(): PayConverter {
  const currency = useVisitorCurrency();
  const rates = useCurrencyRates().data?.rates;
  return useCallback((job: PayOf) => (job.salary.type === 'range' && rates ? convertPayRange(job.salary, currency, rates) : null), [currency, rates]);
}

const StyledPay = styled.span({ display: 'flex', flexDirection: 'column' });
const StyledApproximate = styled.span(({ theme }) => ({ fontSize: theme.typography.fontSizes.sm, color: theme.colors.textMuted }));

/**
 * The salary range in the job's currency and, below it, an approximate conversion into the
 * visitor's currency with the rates' source and date (nothing when no rate applies).
 */
export function JobSalary({ job }: { job: PayOf }) {
  const converted = usePayConverter()(job);
  return (
    <StyledPay>
      <span>{salaryText(job)}</span>
      {converted ? (
        <StyledApproximate>
          {formatApproximatePay(converted)}, at {formatRateSource(converted.rate)}
        </StyledApproximate>
      ) : null}
    </StyledPay>
  );
}
