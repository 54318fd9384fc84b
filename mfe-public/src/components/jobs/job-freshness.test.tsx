import { renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { JobFreshness } from './job-freshness';

const now = new Date('2026-03-31T12:00:00Z');

describe('JobFreshness', () => {
  it('says when the job was last confirmed open', () => {
    renderWithProviders(<JobFreshness job={{ confirmedOpenAt: '2026-03-28T09:00:00Z' }} now={now} />);
    expect(screen.getByText('Confirmed open 3 days ago')).toBeInTheDocument();
  });

  it('warns about a job not confirmed for 30 days', () => {
    renderWithProviders(<JobFreshness job={{ confirmedOpenAt: '2026-02-20T09:00:00Z' }} now={now} />);
    expect(screen.getByText('Not confirmed in the last 30 days')).toBeInTheDocument();
  });
});
