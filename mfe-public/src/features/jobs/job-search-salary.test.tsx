import { makeJobListItem, makeJobsAndFeatured, setUpTestApi } from '@nordhub/api-client/testing';
import { PREFERRED_COUNTRY_COOKIE } from '@nordhub/domain';
import { screen, within } from '@testing-library/react';
import { asNewVisitor, ok, renderJobsAt, searchCall as search, shownLocation as location } from './jobs-test-setup';

const server = setUpTestApi();

const stated = makeJobListItem({
  id: 'job-1',
  title: 'Backend developer',
  otherCompensation: { type: 'percentage', percentage: 0.1, percentageMax: 0.5 },
});
const yearly = makeJobListItem({
  id: 'job-2',
  title: 'Data engineer',
  salary: { type: 'range', min: 550_000, max: 700_000, currency: 'SEK', period: 'yearly' },
});
const competitive = makeJobListItem({
  id: 'job-3',
  title: 'Product designer',
  salary: { type: 'competitive', min: null, max: null, currency: null, period: null },
});

beforeEach(asNewVisitor);

describe('/jobs "Shows salary"', () => {
  it('ticking it asks only for jobs that show a salary, keeps it in the URL, and each card shows its pay', async () => {
    const calls = server.serve({
      [search()]: ok(makeJobsAndFeatured([stated, yearly, competitive])),
      [search('withSalary=true')]: ok(makeJobsAndFeatured([stated, yearly])),
      'GET /api/currency-rates': ok({
        rates: [
          { base: 'EUR', quote: 'DKK', rate: 7.4592, source: 'European Central Bank reference rates', asOf: '2026-11-20' },
          { base: 'EUR', quote: 'SEK', rate: 10.9855, source: 'European Central Bank reference rates', asOf: '2026-11-20' },
        ],
      }),
    });
    // The seeker's preferred country is Finland: they read pay in euros.
    document.cookie = `${PREFERRED_COUNTRY_COOKIE}=FI; Path=/`;
    const { user } = renderJobsAt('/jobs');
    expect(await screen.findByText('3 jobs found')).toBeInTheDocument();
    const designer = screen.getByRole('article', { name: 'Product designer' });
    expect(within(designer).queryByText(/DKK|SEK|NOK|EUR|ISK/)).not.toBeInTheDocument();

    const box = screen.getByRole('checkbox', { name: 'Shows salary' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(location()).toHaveTextContent(/^\/jobs\?withSalary=true$/);
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Shows salary' })).toBeChecked();
    expect(calls.map((call) => call.url)).toContain('/api/v2/jobsandfeatured?withSalary=true');

    const first = screen.getByRole('article', { name: 'Backend developer' });
    expect(within(first).getByText('45,000–60,000 DKK a month + 0.1–0.5% equity')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Data engineer' });
    expect(within(second).getByText('550,000–700,000 SEK a year')).toBeInTheDocument();
    // The conversion into the visitor's currency is the job page's, not the card's.
    expect(within(first).queryByText(/^≈/)).not.toBeInTheDocument();

    // Unticking drops the filter from the URL.
    await user.click(screen.getByRole('checkbox', { name: 'Shows salary' }));
    expect(location()).toHaveTextContent(/^\/jobs$/);
  });

  it('is on by default when the seeker picks an EU country, and stays off once they untick it', async () => {
    server.serve({
      [search()]: ok(makeJobsAndFeatured([stated, yearly, competitive])),
      [search('country=SE&withSalary=true')]: ok(makeJobsAndFeatured([yearly])),
      [search('country=SE')]: ok(makeJobsAndFeatured([yearly, competitive])),
      [search('country=DK&withSalary=true')]: ok(makeJobsAndFeatured([stated])),
    });
    const { user } = renderJobsAt('/jobs');
    expect(await screen.findByText('3 jobs found')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'SE');
    expect(location()).toHaveTextContent(/^\/jobs\?country=SE&withSalary=true$/);
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Shows salary' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Shows salary' }));
    expect(location()).toHaveTextContent(/^\/jobs\?country=SE$/);
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    expect(location()).toHaveTextContent(/^\/jobs\?country=SE$/);
    expect(screen.getByRole('checkbox', { name: 'Shows salary' })).not.toBeChecked();

    // Another EU country is a new choice: on again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DK');
    expect(location()).toHaveTextContent(/^\/jobs\?country=DK&withSalary=true$/);
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
  });

  it('reads the filter from a shared link', async () => {
    server.serve({ [search('withSalary=true')]: ok(makeJobsAndFeatured([stated])) });
    renderJobsAt('/jobs?withSalary=true');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Shows salary' })).toBeChecked();
  });
});
