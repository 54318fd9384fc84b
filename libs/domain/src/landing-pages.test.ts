import { nordicCountryCodes } from './countries';
import { jobLandingPageBySlug, jobLandingPages, jobLandingRoles, jobsInPlaceDescription, jobsInPlacePath, jobsInPlaceTitle } from './landing-pages';
import { META_DESCRIPTION_MAX_LENGTH } from './meta';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('job landing pages', () => {
  it('cover every role of the product spec’s screens and routes in every Nordic country', () => {
    expect(jobLandingRoles.map((role) => role.name)).toEqual([
      'Backend jobs',
      'Business development jobs',
      'Content creator jobs',
      'Customer success jobs',
      'Designer jobs',
      'DevOps jobs',
      'E-commerce jobs',
      'Financial controller jobs',
      'Foodtech jobs',
      'Graphic design internships',
      'HR jobs',
      'Internships',
      'SaaS jobs',
      'Student jobs',
      'Part-time jobs',
      'Project manager jobs',
      'Marketing internships',
      'UX/UI designer jobs',
    ]);
    for (const role of jobLandingRoles) {
      const countries = jobLandingPages().filter((page) => page.role === role && !page.place.city).map((page) => page.place.countryCode);
      expect(countries).toEqual([...nordicCountryCodes]);
    }
  });

  it('have unique URL-safe slugs under /jobs/ that can never be a job id', () => {
    const slugs = jobLandingPages().map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const page of jobLandingPages()) {
      expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(page.slug).not.toMatch(UUID);
      expect(page.path).toBe(`/jobs/${page.slug}`);
      // 'location' is the location pages' own segment.
      expect(page.slug).not.toBe('location');
    }
  });

  it('name role and place in the slug, the title and the description', () => {
    const backend = jobLandingPageBySlug('backend-jobs-copenhagen');
    expect(backend).toMatchObject({
      title: 'Backend jobs in Copenhagen',
      filters: { country: 'DK', city: 'Copenhagen', category: 'backend' },
    });
    expect(backend?.description).toContain('in Copenhagen');
    expect(jobLandingPageBySlug('ux-ui-designer-jobs-sweden')).toMatchObject({
      title: 'UX/UI designer jobs in Sweden',
      filters: { country: 'SE', category: 'ux-ui-designer' },
    });
    expect(jobLandingPageBySlug('marketing-internships-malmo')).toMatchObject({
      title: 'Marketing internships in Malmö',
      filters: { country: 'SE', city: 'Malmö', category: 'marketing', positionType: 'internship' },
    });
    expect(jobLandingPageBySlug('student-jobs-oslo')?.filters).toEqual({ country: 'NO', city: 'Oslo', positionType: 'student' });
    expect(jobLandingPageBySlug('saas-jobs-finland')?.filters).toEqual({ search: 'saas', country: 'FI' });
  });

  it('finds every page by its slug, the same page the list has', () => {
    for (const page of jobLandingPages()) expect(jobLandingPageBySlug(page.slug)).toEqual(page);
  });

  it('finds a page by its slug in any letter case, and nothing else', () => {
    expect(jobLandingPageBySlug('Backend-Jobs-Copenhagen')?.slug).toBe('backend-jobs-copenhagen');
    expect(jobLandingPageBySlug('backend-jobs-atlantis')).toBeUndefined();
    expect(jobLandingPageBySlug('3f2a6c1e-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('pre-fill filters in the URL order and keep descriptions within the meta limit', () => {
    const order = ['search', 'country', 'city', 'category', 'categoryGroup', 'positionType'];
    for (const page of jobLandingPages()) {
      const keys = Object.keys(page.filters);
      expect(keys).toEqual(order.filter((key) => keys.includes(key)));
      expect(page.filters.country).toBe(page.place.countryCode);
      expect(page.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
      expect(page.description).toContain(page.place.name);
    }
  });
});

describe('location pages', () => {
  it('are titled, described and linked by country and city', () => {
    expect(jobsInPlaceTitle('Denmark')).toBe('Jobs in Denmark');
    expect(jobsInPlaceTitle('Sweden', 'Malmö')).toBe('Jobs in Malmö, Sweden');
    expect(jobsInPlaceDescription('Sweden', 'Malmö')).toContain('startups in Malmö, Sweden');
    expect(jobsInPlacePath('Denmark')).toBe('/jobs/location/denmark');
    expect(jobsInPlacePath('Sweden', 'Malmö')).toBe('/jobs/location/sweden/malm%C3%B6');
    expect(jobsInPlacePath('Norway', 'new york')).toBe('/jobs/location/norway/new-york');
  });
});
