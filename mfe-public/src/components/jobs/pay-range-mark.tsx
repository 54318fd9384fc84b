import { Badge } from '@nordhub/design-system';
import { showsPayRange, type StatedPay } from '@nordhub/domain';

/** The visible words of the mark; tests and the pay transparency page name it the same way. */
export const PAY_RANGE_MARK_TEXT = 'Pay range in the ad';

/**
 * The mark of an ad that states its pay range or starting pay with currency (the EU Pay
 * Transparency Directive's ask), on job cards and the job page; nothing otherwise. The words are
 * the badge's text, so assistive technology reads the same thing a sighted visitor sees.
 */
export function PayRangeMark({ salary, as }: { salary: StatedPay; /** In a list of marks, its own list item. */ as?: 'li' }) {
  if (!showsPayRange(salary)) return null;
  const mark = <Badge tone="success">{PAY_RANGE_MARK_TEXT}</Badge>;
  return as === 'li' ? <li>{mark}</li> : mark;
}
