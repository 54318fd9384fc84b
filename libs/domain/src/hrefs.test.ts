import { createHrefBuilder, fillRoutePattern } from './hrefs';

describe('createHrefBuilder', () => {
  const getHref = createHrefBuilder({
    jobs: '/jobs',
    job: '/jobs/:id',
    startupJob: '/client/startups/:company/jobs/:job',
  } as const);

  it('returns a pattern without params as it is', () => {
    expect(getHref('jobs')).toBe('/jobs');
  });

  it('fills every param, numbers included', () => {
    expect(getHref('job', { id: 42 })).toBe('/jobs/42');
    expect(getHref('startupJob', { company: 'nordlys', job: 'lead-engineer' })).toBe(
      '/client/startups/nordlys/jobs/lead-engineer',
    );
  });

  it('encodes a value so it stays one path segment', () => {
    expect(getHref('job', { id: 'a/b c?' })).toBe('/jobs/a%2Fb%20c%3F');
  });
});

describe('fillRoutePattern', () => {
  it('refuses a missing param instead of producing a broken link', () => {
    expect(() => fillRoutePattern('/jobs/:id', {})).toThrow('Missing route param "id" for /jobs/:id');
  });
});
