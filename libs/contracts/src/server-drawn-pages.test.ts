import { jobLandingPages } from '@nordhub/domain';
import { isInvestorProfileKey, isStartupProfileKey, serverDrawnPage } from './server-drawn-pages';

describe('serverDrawnPage', () => {
  it.each([
    ['/', 'home'],
    ['/jobs', 'jobSearch'],
    ['/jobs/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 'job'],
    ['/jobs/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/', 'job'],
    ['/startups', 'startups'],
    ['/startups/fjord-labs', 'startup'],
    ['/startups/fjord-labs/', 'startup'],
    ['/startups/%C3%B8st', 'startup'],
    ['/pricing', 'pricing'],
    ['/funding', 'funding'],
    ['/funding/birch-capital', 'investor'],
    ['/client/startups/fjord-labs', 'startupDashboard'],
  ] as const)('draws %s as the %s page', (path, kind) => {
    expect(serverDrawnPage(path)).toBe(kind);
  });

  it('leaves the new-startup form to the browser, though its path has the dashboard’s shape', () => {
    expect(serverDrawnPage('/client/startups/new')).toBeNull();
  });

  it.each([
    '/client',
    '/client/',
    '/client/startups',
    '/client/startups/',
    '/client/startups/fjord-labs/',
    '/client/startups/fjord-labs/jobs',
    '/client/startups/fjord-labs/edit',
    '/client/investors/birch-capital',
    '/client/applicant',
    '/client/my-jobs',
  ])('leaves the portal page %s to the browser', (path) => {
    expect(serverDrawnPage(path)).toBeNull();
  });

  it.each([
    // The listed pages at their exact path only.
    '/jobs/',
    '/pricing/',
    '/about',
    '/jobs/location/denmark',
    '/jobs/location/denmark/copenhagen',
    '/jobs/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/welcome',
    '/jobs/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b//',
    '/startups/join',
    '/startups/faq',
    '/startups/career-page',
    '/startups/white-label-feed',
    '/startups/joblistwidget/7',
    '/startups/fjord-labs/welcome',
    '/startups/%E0',
    '/funding/quiz',
    '/funding/quiz/results',
    '/blog/hiring',
  ])('leaves %s to the browser', (path) => {
    expect(serverDrawnPage(path)).toBeNull();
  });

  it('leaves every job landing page to the browser, though its path has a job’s shape', () => {
    for (const page of jobLandingPages()) expect([page.path, serverDrawnPage(page.path)]).toEqual([page.path, null]);
  });
});

describe('profile keys', () => {
  it("tell a startup's profile from the product pages under /startups/", () => {
    expect(isStartupProfileKey('fjord-labs')).toBe(true);
    expect(isStartupProfileKey('join')).toBe(false);
    expect(isStartupProfileKey('')).toBe(false);
  });

  it("tell an investor's profile from the funding quiz", () => {
    expect(isInvestorProfileKey('birch-capital')).toBe(true);
    expect(isInvestorProfileKey('quiz')).toBe(false);
    expect(isInvestorProfileKey('')).toBe(false);
  });
});
