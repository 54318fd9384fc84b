import type { App } from '../../../app-type';
import { createCompany } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { canonicalOf, jsonLdOf, pageDataOf, shellIndexRoot, titleOf, withoutPreloads } from '../../../test/page-head';
import { buildTestApp, type tempDir } from '../../../test/test-app';
import { daysFromNow, insertJob } from '../../jobs/jobs/test/fixtures';

jest.setTimeout(20_000);

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Nordhub</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

forEachDatabase(({ db }) => {
  let app: App;
  let folder: ReturnType<typeof tempDir>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    folder = shellIndexRoot(INDEX_HTML);
    // PUBLIC_URL is the main site's address: a careers page's canonical URL stays on its own domain.
    app = await buildTestApp(db(), { PUBLIC_URL: 'https://nordhub.example' }, folder.dir);
    const fjord = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs' });
    await db().query(`UPDATE companies SET careers_domain = 'careers.fjordlabs.example', careers_domain_status = 'verified', what_we_do = 'Tidal turbines.' WHERE id = $1`, [fjord]);
    const other = await createCompany(db(), { key: 'other-co', name: 'Other Co' });
    ids.open = await insertJob(db(), { companyId: fjord, title: 'Turbine Engineer', locality: 'Bergen', country: 'Norway', countryCode: 'NO', expirationDate: daysFromNow(30) });
    ids.other = await insertJob(db(), { companyId: other, title: 'Not Fjord' });
  });
  afterAll(async () => {
    await app.close();
    folder.remove();
  });

  const page = (url: string, host = 'careers.fjordlabs.example:4200') => app.inject({ url, headers: { host } });

  it("gives a careers job page the main job page's JobPosting with the careers URL as canonical", async () => {
    const response = await page(`/careers/jobs/${ids.open}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Turbine Engineer at Fjord Labs | Nordhub');
    const url = `http://careers.fjordlabs.example:4200/careers/jobs/${ids.open}`;
    expect(canonicalOf(response.body)).toBe(url);
    expect(jsonLdOf(response.body)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Turbine Engineer',
      url,
      hiringOrganization: { '@type': 'Organization', name: 'Fjord Labs' },
      jobLocation: { address: { addressLocality: 'Bergen', addressCountry: 'NO' } },
    });
    // The same data as the main site's page of the job, but for the URL.
    const main = await page(`/jobs/${ids.open}`, 'localhost');
    expect({ ...jsonLdOf(main.body), url, inLanguage: 'en' }).toEqual(jsonLdOf(response.body));
    // The page starts with its job, as the main site's job page does.
    expect(pageDataOf(response.body)).toMatchObject({ job: { id: ids.open, title: 'Turbine Engineer' } });
  });

  it("names the careers site on its home page", async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Careers at Fjord Labs | Nordhub');
    expect(canonicalOf(response.body)).toBe('http://careers.fjordlabs.example:4200/');
  });

  it("answers 404 for another startup's job, an unknown job and a host without a careers site", async () => {
    for (const url of [`/careers/jobs/${ids.other}`, '/careers/jobs/00000000-0000-4000-8000-000000000000', '/careers/jobs/not-a-job']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(jsonLdOf(response.body)).toBeNull();
    }
    const unknown = await page('/', 'careers.nobody.example');
    expect(unknown.statusCode).toBe(404);
    expect(titleOf(unknown.body)).toBe('No careers site | Nordhub');
  });

  describe('on a careers site in Norwegian that offers English and Swedish too', () => {
    beforeAll(async () => {
      await db().query(
        `INSERT INTO careers_sites (company_id, default_language, languages) SELECT id, 'nb', '{nb,en,sv}' FROM companies WHERE key = 'fjord-labs'`,
      );
    });
    afterAll(() => db().query(`DELETE FROM careers_sites WHERE company_id = (SELECT id FROM companies WHERE key = 'fjord-labs')`));

    const origin = 'http://careers.fjordlabs.example:4200';
    const alternatesOf = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, hreflang, href]) => `${hreflang} ${href}`);

    it('speaks Norwegian without ?lang=, with hreflang links to each language and x-default', async () => {
      const response = await page('/');
      expect(response.body).toMatch(/^<!doctype html>\n<html lang="nb">/);
      expect(titleOf(response.body)).toBe('Karriere hos Fjord Labs | Nordhub');
      expect(canonicalOf(response.body)).toBe(`${origin}/`);
      expect(alternatesOf(response.body)).toEqual([`nb ${origin}/`, `en ${origin}/?lang=en`, `sv ${origin}/?lang=sv`, `x-default ${origin}/`]);
      expect(jsonLdOf(response.body)).toMatchObject({ '@type': 'WebPage', inLanguage: 'nb' });
    });

    it('speaks the language ?lang= asks for when the site offers it, and its default otherwise', async () => {
      const swedish = await page(`/careers/jobs/${ids.open}?lang=sv`);
      expect(swedish.body).toContain('<html lang="sv">');
      expect(titleOf(swedish.body)).toBe('Turbine Engineer på Fjord Labs | Nordhub');
      expect(canonicalOf(swedish.body)).toBe(`${origin}/careers/jobs/${ids.open}?lang=sv`);
      expect(jsonLdOf(swedish.body)).toMatchObject({ '@type': 'JobPosting', inLanguage: 'sv', url: `${origin}/careers/jobs/${ids.open}?lang=sv` });
      const finnish = await page('/?lang=fi');
      expect(finnish.body).toContain('<html lang="nb">');
    });

    it('lists each page in each language in its sitemap, which robots.txt names', async () => {
      const sitemap = await page('/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
      const job = `${origin}/careers/jobs/${ids.open}`;
      expect(locs).toEqual([`${origin}/`, `${origin}/?lang=en`, `${origin}/?lang=sv`, job, `${job}?lang=en`, `${job}?lang=sv`]);
      expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="sv" href="${job}?lang=sv"/>`);
      expect((await page('/robots.txt')).body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    });
  });

  it('leaves other paths of a careers host as built', async () => {
    const response = await page('/somewhere');
    expect(withoutPreloads(response.body)).toBe(INDEX_HTML);
  });
});
