import { type PayTextWords } from '@nordhub/contracts';
import { useLocale, useMessages } from '@nordhub/design-system';
import { catalog } from './messages/compiled/catalog';

/** Pay's words in the careers page's language, for the contract's pay texts (cardPayText, compensationText). */
export function usePayWords(): PayTextWords {
  const t = useMessages(catalog);
  const locale = useLocale();
  return {
    locale,
    from: (amount) => t('pay.from', { amount }),
    upTo: (amount) => t('pay.upTo', { amount }),
    perPeriod: (amounts, period) => t('pay.perPeriod', { amounts, period }),
    equity: (share) => t('pay.equity', { share }),
    salaryTypes: { competitive: t('pay.competitive'), unpaid: t('pay.unpaid'), range: t('pay.range') },
    otherCompensation: { undisclosed: t('pay.undisclosed'), negotiated: t('pay.negotiated'), percentage: t('pay.percentage') },
  };
}
