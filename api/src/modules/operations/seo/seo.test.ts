import { jobSearchQuerySchema } from '@nordhub/contracts';
import { jobLandingPages, jobSearchToParams, metaDescription } from '@nordhub/domain';
import Fastify from 'fastify';
import type { App } from '../../../app-type';
import { loadConfig } from '../../../config';
import { createCompany } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { canonicalOf, jsonLdOf, pageDataOf, SHELL_INDEX_HTML, shellIndexRoot, titleOf, withoutPreloads } from '../../../test/page-head';
import { buildTestApp, type tempDir } from '../../../test/test-app';
import { daysFromNow, insertJob } from '../../jobs/jobs/test/fixtures';
import { escapeHtml } from './html';
import { seoRoutes } from './routes';

const INDEX_HTML = SHELL_INDEX_HTML;

const HOSTILE_TITLE = `Backend "Engineer" </script><script>alert(1)</script> & <b>Co</b>`;
const LONG_DESCRIPTION = `About Fjord Labs\nWe build <b>APIs</b> for Nordic banks. ${'You will design, build and run services in Go and PostgreSQL. '.repeat(6)}`;

/** The page's meta tags, read back from the HTML (title, canonical and JSON-LD: test/page-head). */
const metaOf = (html: string, key: string) =>
  [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].filter((match) => match[1] === key).map((match) => match[2]);
const unescape = (text: string | undefined) =>
  (text ?? '').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => unescape(match[1]));

describe('landing page definitions against the API contract', () => {
  it('every landing page filter is a value the job search accepts', () => {
    for (const page of jobLandingPages()) {
      const query = Object.fromEntries(jobSearchToParams(page.filters));
      const parsed = jobSearchQuerySchema.safeParse(query);
      expect({ slug: page.slug, ok: parsed.success }).toEqual({ slug: page.slug, ok: true });
      // Nothing is dropped or changed on the way: the page runs exactly its own search.
      expect(Object.fromEntries(jobSearchToParams(parsed.data ?? {}))).toEqual(query);
    }
  });
});

forEachDatabase(({ db }) => {
  let app: App;
  let publicApp: App;
  let folder: ReturnType<typeof tempDir>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    folder = shellIndexRoot(INDEX_HTML);
    app = await buildTestApp(db(), {}, folder.dir);
    publicApp = await buildTestApp(db(), { PUBLIC_URL: 'https://nordhub.example' }, folder.dir);

    const fjord = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs' });
    await db().query(`UPDATE companies SET logo_path = 'logos/fjord labs.png', website = 'fjordlabs.example' WHERE id = $1`, [fjord]);
    const aurora = await createCompany(db(), { key: 'aurora-ai', name: 'Aurora AI' });
    await createCompany(db(), { key: 'secret-draft', name: 'Secret Draft', status: 'DRAFT' });

    ids.open = await insertJob(db(), {
      companyId: fjord,
      title: HOSTILE_TITLE,
      description: LONG_DESCRIPTION,
      category: 'backend',
      isRemote: true,
      salaryType: 'range',
      salaryMin: 45_000,
      salaryMax: 60_000,
      salaryCurrency: 'DKK',
      address: 'Vesterbrogade 1, 1620 Copenhagen',
      createdAt: daysFromNow(-3),
      approvedAt: daysFromNow(-2),
      expirationDate: daysFromNow(40),
    });
    await db().query(`UPDATE jobs SET salary_period = 'monthly' WHERE id = $1`, [ids.open]);
    ids.shared = await insertJob(db(), {
      companyId: aurora,
      title: 'Product Designer',
      category: 'design',
      positionType: 'part-time',
      locality: 'Malmö',
      country: 'Sweden',
      countryCode: 'SE',
    });
    await db().query(`UPDATE jobs SET share_image_path = 'share/designer.png', receive_applicants = 'url', application_url = 'https://aurora.example/jobs' WHERE id = $1`, [ids.shared]);
    ids.expired = await insertJob(db(), {
      companyId: fjord,
      title: 'Backend Engineer Expired',
      status: 'EXPIRED',
      createdAt: daysFromNow(-90),
      approvedAt: daysFromNow(-89),
      expirationDate: daysFromNow(-30),
    });
    ids.stopped = await insertJob(db(), { companyId: fjord, title: 'Backend Engineer Paused', status: 'STOPPED', expirationDate: daysFromNow(20) });
    ids.draft = await insertJob(db(), { companyId: fjord, title: 'Draft', status: 'DRAFT', approvedAt: null });
  });
  afterAll(async () => {
    await app.close();
    await publicApp.close();
    folder.remove();
  });

  const page = async (url: string, target: App = app, host = 'localhost') => {
    const response = await target.inject({ url, headers: { host } });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    return response;
  };

  describe('job pages', () => {
    it('sends the title, a 200-character description, the canonical URL and link-preview tags', async () => {
      const response = await page(`/jobs/${ids.open}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(unescape(titleOf(html))).toBe(`${HOSTILE_TITLE} at Fjord Labs | Nordhub`);
      // The built generic description gave way: exactly one, the job's, cut at 200 characters.
      const [description, ...others] = metaOf(html, 'description');
      expect(others).toEqual([]);
      expect(unescape(description)).toBe(metaDescription(LONG_DESCRIPTION));
      expect(unescape(description).length).toBeLessThanOrEqual(200);
      const url = `http://localhost/jobs/${ids.open}`;
      expect(canonicalOf(html)).toBe(url);
      expect(metaOf(html, 'og:url')).toEqual([url]);
      expect(unescape(metaOf(html, 'og:title')[0])).toBe(`${HOSTILE_TITLE} at Fjord Labs`);
      expect(unescape(metaOf(html, 'og:description')[0])).toBe(metaDescription(LONG_DESCRIPTION));
      // No share image: the company logo, its path encoded.
      expect(metaOf(html, 'og:image')).toEqual(['http://localhost/api/files/logos/fjord%20labs.png']);
      // A square logo makes a small card.
      expect(metaOf(html, 'twitter:card')).toEqual(['summary']);
      expect(html).toContain('<div id="root"></div>');
    });

    it('never lets job text out of its attribute or script', async () => {
      const html = (await page(`/jobs/${ids.open}`)).body;
      // The JSON-LD and the page data, both JSON that no text can close.
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html).not.toContain('<b>');
      expect(html).toContain(escapeHtml(HOSTILE_TITLE));
      for (const type of ['application\\/ld\\+json', 'application\\/json']) {
        const script = new RegExp(`<script type="${type}"[^>]*>([\\s\\S]*?)<\\/script>`).exec(html)?.[1] ?? '';
        expect(script).not.toMatch(/[<>]/);
        expect(script).toContain('\\u003c/script\\u003e');
      }
    });

    it('writes the job into the page as GET /api/jobs/single/{id} answers a guest, so it shows without waiting for the API', async () => {
      const html = (await page(`/jobs/${ids.open}`)).body;
      const answer = await app.inject({ url: `/api/jobs/single/${ids.open}` });
      const siteConfiguration = (await app.inject({ url: '/api/site/configuration-cached' })).json();
      // With the site configuration the job page's filters and links read (the first paint draws from both).
      expect(pageDataOf(html)).toEqual({ job: answer.json(), siteConfiguration });
      // Only job pages: a landing page has none.
      expect(pageDataOf((await page('/jobs/backend-jobs-copenhagen')).body)).toBeNull();
    });

    it('describes the job as a schema.org JobPosting', async () => {
      const data = jsonLdOf((await page(`/jobs/${ids.open}`)).body);
      const row = await db().one<{ approved_at: Date; expiration_date: Date }>('SELECT approved_at, expiration_date FROM jobs WHERE id = $1', [ids.open]);
      expect(data).toMatchObject({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: HOSTILE_TITLE,
        url: `http://localhost/jobs/${ids.open}`,
        datePosted: row.approved_at.toISOString(),
        validThrough: row.expiration_date.toISOString(),
        employmentType: 'FULL_TIME',
        hiringOrganization: {
          '@type': 'Organization',
          name: 'Fjord Labs',
          sameAs: 'https://fjordlabs.example/',
          logo: 'http://localhost/api/files/logos/fjord%20labs.png',
        },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', streetAddress: 'Vesterbrogade 1, 1620 Copenhagen', addressLocality: 'Copenhagen', addressCountry: 'DK' },
        },
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: [{ '@type': 'Country', name: 'Denmark' }],
        baseSalary: { '@type': 'MonetaryAmount', currency: 'DKK', value: { '@type': 'QuantitativeValue', minValue: 45_000, maxValue: 60_000, unitText: 'MONTH' } },
        directApply: true,
      });
      // The description keeps its text, as escaped HTML paragraphs.
      expect(data?.description).toContain('<p>About Fjord Labs<br>We build &lt;b&gt;APIs&lt;/b&gt;');
    });

    it('an on-site job with a share image and an external application', async () => {
      const html = (await page(`/jobs/${ids.shared}`)).body;
      expect(metaOf(html, 'og:image')).toEqual(['http://localhost/api/files/share/designer.png']);
      expect(metaOf(html, 'twitter:card')).toEqual(['summary_large_image']);
      const data = jsonLdOf(html);
      expect(data).toMatchObject({ employmentType: 'PART_TIME', directApply: false, hiringOrganization: { name: 'Aurora AI' } });
      expect(data).not.toHaveProperty('jobLocationType');
      expect(data).not.toHaveProperty('baseSalary');
      expect(data).not.toHaveProperty('hiringOrganization.sameAs');
    });

    it('closed jobs keep their page; the JobPosting tells only the truth about their dates', async () => {
      const expired = await page(`/jobs/${ids.expired}`);
      expect(expired.statusCode).toBe(200);
      expect(titleOf(expired.body)).toBe('Backend Engineer Expired at Fjord Labs | Nordhub');
      const row = await db().one<{ expiration_date: Date }>('SELECT expiration_date FROM jobs WHERE id = $1', [ids.expired]);
      expect(jsonLdOf(expired.body)).toMatchObject({ validThrough: row.expiration_date.toISOString() });
      // Stopped before its deadline: no date would be true, so no JobPosting at all.
      const stopped = await page(`/jobs/${ids.stopped}`);
      expect(stopped.statusCode).toBe(200);
      expect(titleOf(stopped.body)).toBe('Backend Engineer Paused at Fjord Labs | Nordhub');
      expect(jsonLdOf(stopped.body)).toBeNull();
    });

    it('an unknown, draft or non-UUID job id is the page with status 404', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', ids.draft, 'not-a-job']) {
        const response = await page(`/jobs/${id}`);
        expect(response.statusCode).toBe(404);
        expect(titleOf(response.body)).toBe('Page not found | Nordhub');
        expect(metaOf(response.body, 'robots')).toEqual(['noindex']);
        expect(canonicalOf(response.body)).toBeUndefined();
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).not.toContain('Draft');
      }
    });

    it('uses PUBLIC_URL as the canonical origin when it is set', async () => {
      const html = (await page(`/jobs/${ids.open}`, publicApp)).body;
      expect(canonicalOf(html)).toBe(`https://nordhub.example/jobs/${ids.open}`);
      expect(jsonLdOf(html)).toMatchObject({ url: `https://nordhub.example/jobs/${ids.open}` });
    });

    it('leaves careers hosts and other pages as built', async () => {
      const careers = await page(`/jobs/${ids.open}`, app, 'jobs.fjordlabs.example');
      expect(careers.statusCode).toBe(200);
      expect(titleOf(careers.body)).toBe('Nordhub');
      const about = await page('/about');
      expect(withoutPreloads(about.body)).toBe(INDEX_HTML);
      const welcome = await page(`/jobs/${ids.open}/welcome`);
      expect(titleOf(welcome.body)).toBe('Nordhub');
    });
  });

  describe('landing and location pages', () => {
    it('a landing page has its own title, description and canonical URL', async () => {
      const response = await page('/jobs/backend-jobs-copenhagen');
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('Backend jobs in Copenhagen | Nordhub');
      const landing = jobLandingPages().find((item) => item.slug === 'backend-jobs-copenhagen');
      expect(unescape(metaOf(response.body, 'description')[0])).toBe(landing?.description);
      expect(canonicalOf(response.body)).toBe('http://localhost/jobs/backend-jobs-copenhagen');
      expect(jsonLdOf(response.body)).toBeNull();
    });

    it('location pages are named by their country and city; an unknown country is 404', async () => {
      const country = await page('/jobs/location/denmark');
      expect(titleOf(country.body)).toBe('Jobs in Denmark | Nordhub');
      expect(canonicalOf(country.body)).toBe('http://localhost/jobs/location/denmark');
      const city = await page('/jobs/location/Sweden/malm%C3%B6/');
      expect(city.statusCode).toBe(200);
      expect(titleOf(city.body)).toBe('Jobs in Malmö, Sweden | Nordhub');
      expect(canonicalOf(city.body)).toBe('http://localhost/jobs/location/sweden/malm%C3%B6');
      const unknown = await page('/jobs/location/atlantis');
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    it('robots.txt allows all but the client portal and the API, and names the sitemap', async () => {
      const response = await app.inject({ url: '/robots.txt', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const lines = response.body.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /client', 'Disallow: /api', 'Sitemap: http://localhost/sitemap.xml']));
    });

    it('lists every public job, startup, location with jobs and landing page', async () => {
      const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const locs = locsOf(response.body);
      expect(new Set(locs).size).toBe(locs.length);
      expect(locs).toEqual(expect.arrayContaining([`http://localhost/jobs/${ids.open}`, `http://localhost/jobs/${ids.shared}`]));
      // Closed and draft jobs have no place there.
      for (const id of [ids.expired, ids.stopped, ids.draft]) expect(locs).not.toContain(`http://localhost/jobs/${id}`);
      expect(locs).toEqual(expect.arrayContaining(['http://localhost/startups/fjord-labs', 'http://localhost/startups/aurora-ai']));
      expect(locs).not.toContain('http://localhost/startups/secret-draft');
      expect(locs).toEqual(
        expect.arrayContaining([
          'http://localhost/jobs/location/denmark',
          'http://localhost/jobs/location/denmark/copenhagen',
          'http://localhost/jobs/location/sweden',
          'http://localhost/jobs/location/sweden/malm%C3%B6',
        ]),
      );
      expect(locs).not.toContain('http://localhost/jobs/location/norway');
      for (const landing of jobLandingPages()) expect(locs).toContain(`http://localhost${landing.path}`);
    });

    it('is not served for careers hosts, whose robots.txt names their own sitemap (none without a careers site)', async () => {
      const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'jobs.fjordlabs.example' } });
      expect(response.statusCode).toBe(404);
      const robots = await app.inject({ url: '/robots.txt', headers: { host: 'jobs.fjordlabs.example' } });
      expect(robots.body).toContain('Sitemap: http://jobs.fjordlabs.example/sitemap.xml');
      expect(robots.body).not.toContain('localhost');
    });

    it('splits into an index of files when there are more URLs than one file may hold', async () => {
      const small = Fastify();
      small.decorate('db', db());
      small.decorate('readDb', db());
      small.decorate('config', loadConfig({ LOG_LEVEL: 'silent' }));
      const limit = 100;
      await small.register(seoRoutes, { maxSitemapUrls: limit });
      const single = locsOf((await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } })).body);

      const index = await small.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locsOf(index.body);
      const pageFiles = Math.ceil((single.length - 2) / limit);
      expect(files).toEqual([...Array.from({ length: pageFiles }, (_, n) => `http://localhost/sitemaps/pages-${n + 1}.xml`), 'http://localhost/sitemaps/jobs-1.xml']);
      const listed: string[] = [];
      for (const file of files) {
        const response = await small.inject({ url: new URL(file).pathname, headers: { host: 'localhost' } });
        expect(response.statusCode).toBe(200);
        const locs = locsOf(response.body);
        expect(locs.length).toBeLessThanOrEqual(limit);
        listed.push(...locs);
      }
      // The files hold exactly what the single sitemap would.
      expect([...listed].sort()).toEqual([...single].sort());
      expect((await small.inject({ url: '/sitemaps/jobs-2.xml' })).statusCode).toBe(404);
      expect((await small.inject({ url: '/sitemaps/other.xml' })).statusCode).toBe(404);
      await small.close();
    });
  });
});
