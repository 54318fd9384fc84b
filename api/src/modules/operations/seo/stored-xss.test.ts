import { pageDataElementId } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createCompany, createInvestor } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { SHELL_INDEX_HTML, shellIndexRoot, withoutPageData, withoutPreloads } from '../../../test/page-head';
import { buildTestApp, type tempDir } from '../../../test/test-app';
import { xssPayloads, xssText } from '@nordhub/contracts/testing/xss-payloads';
import { insertJob } from '../../jobs/jobs/test/fixtures';

// The HTML the server writes itself (the head of job, startup, investor and careers pages) with
// the stored-XSS corpus in every text it shows: each text must come out as text. The browser
// side (React rendering the same texts) is proven by e2e/stories/stored-xss.spec.ts.

const jobTitle = xssText(120, 0);
const jobDescription = xssText(20_000);
const companyName = xssText(100, 3);
const companyDescription = xssText(10_000);
const investorName = xssText(100, 6);
const investorIntro = xssText(5000);
const careersDomain = 'careers.xss.localhost';

// What the built shell (test/page-head) and the head writer (seo/html.ts) put in a page: any
// other element, or an attribute the browser would run (on*, srcdoc, a javascript: URL), came
// from stored text.
const allowedTags = new Set(['html', 'head', 'meta', 'title', 'link', 'script', 'body', 'div']);
// 'as' and 'crossorigin': the preload links of every shell page (static/preload-plan.ts).
const allowedAttributes = new Set(['lang', 'charset', 'name', 'content', 'property', 'rel', 'href', 'type', 'id', 'as', 'crossorigin']);

/** Every tag of the page: in escaped text no `<` is left, so each `<` opens real markup. */
function tagsOf(html: string) {
  return [...html.matchAll(/<(\/?)([^\s/>]+)([^>]*)>/g)].map((match) => ({
    closing: match[1] === '/',
    name: (match[2] ?? '').toLowerCase(),
    attributes: [...(match[3] ?? '').matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map((attribute) => ({
      name: (attribute[1] ?? '').toLowerCase(),
      value: attribute[2] ?? '',
    })),
  }));
}

/** The page's structured data and page data, parsed; their text must not be able to close the script. */
function jsonBlocks(html: string, type = 'application\\/ld\\+json'): unknown[] {
  return [...html.matchAll(new RegExp(`<script type="${type}"[^>]*>([\\s\\S]*?)<\\/script>`, 'g'))].map((match) => {
    expect(match[1]).not.toMatch(/[<>&]/);
    return JSON.parse(match[1] ?? '') as unknown;
  });
}

/** The page holds no markup but the shell's and the head writer's, and the texts only as text. */
function expectInert(html: string) {
  const tags = tagsOf(html.replace(/^<!doctype html>/i, ''));
  for (const tag of tags) {
    expect({ tag: tag.name, allowed: allowedTags.has(tag.name) }).toEqual({ tag: tag.name, allowed: true });
    for (const attribute of tag.attributes) {
      expect({ tag: tag.name, attribute: attribute.name, allowed: allowedAttributes.has(attribute.name) }).toEqual({
        tag: tag.name,
        attribute: attribute.name,
        allowed: true,
      });
      expect(attribute.value).not.toMatch(/^\s*javascript:/i);
    }
  }
  // The only scripts a page may carry are its JSON-LD and a job page's data, both inert JSON (the
  // built shell's own scripts are not in this index.html).
  const scripts = tags.filter((tag) => tag.name === 'script' && !tag.closing);
  for (const script of scripts) {
    expect([
      [{ name: 'type', value: 'application/ld+json' }],
      [
        { name: 'type', value: 'application/json' },
        { name: 'id', value: pageDataElementId },
      ],
    ]).toContainEqual(script.attributes);
  }
  // No markup payload survives raw anywhere, JSON-LD included (the template ones are plain text
  // in HTML, and nothing on the page evaluates templates).
  for (const payload of xssPayloads.filter((text) => /[<>]/.test(text))) expect(html).not.toContain(payload);
}

const unescapeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const titleOf = (html: string) => unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

forEachDatabase(({ db }) => {
  let app: App;
  let folder: ReturnType<typeof tempDir>;
  let jobId: string;

  beforeAll(async () => {
    folder = shellIndexRoot(SHELL_INDEX_HTML);
    app = await buildTestApp(db(), {}, folder.dir);
    const companyId = await createCompany(db(), { key: 'xss-startup', name: companyName });
    await db().query(`UPDATE companies SET what_we_do = $2, careers_domain = $3, careers_domain_status = 'verified' WHERE id = $1`, [companyId, companyDescription, careersDomain]);
    const investorId = await createInvestor(db(), { key: 'xss-capital', name: investorName });
    await db().query('UPDATE investors SET intro = $2 WHERE id = $1', [investorId, investorIntro]);
    jobId = await insertJob(db(), { companyId, title: jobTitle, description: jobDescription });
  });
  afterAll(async () => {
    await app.close();
    folder.remove();
  });

  const html = async (url: string, host = 'localhost') => {
    const response = await app.inject({ url, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    return response.body;
  };

  it("keeps a job's stored title and description inert in its page's head and JSON-LD, with the text intact", async () => {
    const page = await html(`/jobs/${jobId}`);
    expectInert(page);
    expect(titleOf(page)).toContain(jobTitle);
    const [posting] = jsonBlocks(page) as Array<{ title: string; hiringOrganization: { name: string }; description: string }>;
    expect(posting?.title).toBe(jobTitle);
    expect(posting?.hiringOrganization.name).toBe(companyName);
    // The description is HTML for Google: the payloads are in it as escaped text.
    expect(posting?.description).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
    expect(posting?.description).not.toContain('<script');
    // The job for the first render: the exact stored texts, as JSON no text can close.
    const [data] = jsonBlocks(page, 'application\\/json') as Array<{ job: { title: string; description: string } }>;
    expect(data?.job).toMatchObject({ title: jobTitle, description: jobDescription });
  });

  it("keeps a startup's stored name and description inert in its profile page", async () => {
    const page = await html('/startups/xss-startup');
    expectInert(page);
    expect(titleOf(page)).toContain(companyName);
    const [organization] = jsonBlocks(page) as Array<{ name: string; description: string }>;
    expect(organization).toMatchObject({ name: companyName, description: companyDescription });
  });

  it("keeps an investor's stored name and intro inert in its page", async () => {
    const page = await html('/funding/xss-capital');
    expectInert(page);
    expect(titleOf(page)).toContain(investorName);
  });

  it('keeps the texts inert on the careers site (home and job page)', async () => {
    const home = await html('/', careersDomain);
    expectInert(home);
    expect(titleOf(home)).toContain(companyName);
    const job = await html(`/careers/jobs/${jobId}`, careersDomain);
    expectInert(job);
    expect(titleOf(job)).toContain(jobTitle);
  });

  it('never echoes the search text of /jobs, nor a hostile path, into the HTML', async () => {
    for (const payload of xssPayloads) {
      const search = await html(`/jobs?search=${encodeURIComponent(payload)}&location=${encodeURIComponent(payload)}`);
      // The page as built, with the site configuration as its only data (never the query's text).
      expect(withoutPageData(withoutPreloads(search))).toBe(SHELL_INDEX_HTML);
      expectInert(search);
      // Not a job (404), or with a '/' in it not a job path at all (the page as built): inert either way.
      const path = await app.inject({ url: `/jobs/${encodeURIComponent(payload)}`, headers: { host: 'localhost' } });
      expect([200, 404]).toContain(path.statusCode);
      expectInert(path.body);
    }
  });
});
