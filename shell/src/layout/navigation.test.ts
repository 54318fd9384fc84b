import { copyrightYear, footerColumns, headerModeAt, loggedOutNavigation } from './navigation';

describe('loggedOutNavigation', () => {
  it('lists the logged-out entries of the spec in order, Scout marked NEW when the headhunter product is on', () => {
    expect(loggedOutNavigation({ headhunterEnabled: true })).toEqual([
      { label: 'Find jobs', href: '/jobs' },
      { label: 'Browse startups', href: '/startups' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Scout', href: '/scout', isNew: true },
      { label: 'For startups', href: '/startups/join' },
    ]);
  });

  it('leaves Scout out when the headhunter product is off', () => {
    expect(loggedOutNavigation({ headhunterEnabled: false }).map((link) => link.label)).toEqual([
      'Find jobs',
      'Browse startups',
      'Pricing',
      'For startups',
    ]);
  });
});

describe('footerColumns', () => {
  it('has the four columns of the spec, Explore holding external social links', () => {
    const columns = footerColumns({ headhunterEnabled: false });
    expect(columns.map((column) => column.title)).toEqual(['For Candidates', 'For startups', 'Company', 'Explore']);
    expect(columns.at(-1)?.links.every((link) => link.external && link.href.startsWith('https://'))).toBe(true);
  });

  it('shows the fixed copyright year', () => {
    expect(copyrightYear).toBe(2024);
  });
});

describe('headerModeAt', () => {
  it('reduces the header inside the client portal only', () => {
    expect(headerModeAt('/client')).toBe('workspace');
    expect(headerModeAt('/client/startups/nordlys/jobs')).toBe('workspace');
    expect(headerModeAt('/clients')).toBe('full');
    expect(headerModeAt('/jobs')).toBe('full');
    expect(headerModeAt('/')).toBe('full');
  });
});
