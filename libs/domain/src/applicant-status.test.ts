import { applicantStatusLabels, applicantStatusOf } from './applicant-status';

describe('applicantStatusOf', () => {
  it('shows a new application as applied', () => {
    expect(applicantStatusOf('applied')).toBe('applied');
    expect(applicantStatusLabels[applicantStatusOf('applied')]).toBe('Applied');
  });

  it("shows 'To be rejected' as under review, like any custom column, so a pending rejection does not leak", () => {
    expect(applicantStatusOf('toreject')).toBe('review');
    expect(applicantStatusOf('custom')).toBe('review');
    expect(applicantStatusLabels.review).toBe('Under review');
  });

  it('shows hired and rejected as they are', () => {
    expect(applicantStatusOf('hired')).toBe('hired');
    expect(applicantStatusOf('rejected')).toBe('rejected');
    expect(applicantStatusLabels.rejected).toBe('Not selected');
  });
});
