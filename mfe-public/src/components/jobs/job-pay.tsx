import styled from '@emotion/styled';
import { useCurrencyRates, useVisitorCountry } from '@nordhub/api-client';
import { type JobListItem, otherCompensationText, salaryText } from '@nordhub/contracts';
import {
  type ConvertedPay,
  convertPayRange,
  formatApproximatePay,
  formatApproximatePayWithDate,
  formatPayRange,
  formatRateSource,
  visitorCurrency,
} from '@nordhub/domain';
import { useDocumentCookie } from '@nordhub/session';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { readPreferredCountry } from '../preferred-country';

type PayOf = Pick<JobListItem, 'salary' | 'otherCompensation'>;

/** A job card's pay: the salary range when it states one, with its equity; '' otherwise. */
function cardPayText(job: PayOf): string {
  const salary = job.salary.type === 'range' ? formatPayRange(job.salary) : '';
  const equity = job.otherCompensation?.type === 'percentage' ? otherCompensationText(job) : '';
  return [salary, equity].filter(Boolean).join(' + ');
}

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

const PayConverterContext = createContext<PayConverter | null>(null);

/**
 * Reads the visitor's currency and the rates once for a whole list of job cards (not twice per
 * card: a page shows a hundred). Only the cards' pay re-renders when the rates arrive, as the
 * list's children stay the same elements.
 */
export function CardPayConversion({ children }: { children: ReactNode }) {
  return <PayConverterContext.Provider value={usePayConverter()}>{children}</PayConverterContext.Provider>;
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

/**
 * A job card's pay, as list items of its facts: the range in the job's currency with any equity,
 * then roughly in the visitor's currency with the rates' date (the job page names the source).
 * The conversion comes from the enclosing CardPayConversion.
 */
export function CardPay({ job }: { job: PayOf }) {
  const convert = useContext(PayConverterContext);
  if (!convert) throw new Error('CardPay renders inside CardPayConversion (JobCardList provides it).');
  const converted = convert(job);
  const text = cardPayText(job);
  if (!text) return null;
  return (
    <>
      <li>{text}</li>
      {converted ? <li>{formatApproximatePayWithDate(converted)}</li> : null}
    </>
  );
}
