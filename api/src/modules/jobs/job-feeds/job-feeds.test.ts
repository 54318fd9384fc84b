import type { App } from '../../../app-type';
import { createCompany } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { childElements, fieldsOf, parseXml, XmlSyntaxError, type XmlElement } from '../../../test/xml';

jest.setTimeout(20_000);

// The field lists of docs/job-feeds.md: what each <job> may hold and what it must hold.
const linkedInSourceFields = ['lastBuildDate', 'publisherUrl', 'publisher', 'expectedJobCount', 'job'];
const linkedInJobFields = ['partnerJobId', 'company', 'companyId', 'title', 'description', 'applyUrl', 'location', 'city', 'country', 'workplaceTypes', 'jobtype', 'listDate', 'expirationDate', 'salaries'];
const linkedInRequired = ['partnerJobId', 'company', 'companyId', 'title', 'description', 'applyUrl', 'jobtype', 'listDate'];
const indeedSourceFields = ['publisher', 'publisherurl', 'lastBuildDate', 'job'];
const indeedJobFields = ['title', 'date', 'referencenumber', 'url', 'company', 'city', 'country', 'description', 'salary', 'jobtype', 'category', 'remotetype', 'expirationdate'];
const indeedRequired = ['title', 'date', 'referencenumber', 'url', 'company', 'description', 'jobtype'];

const trickyTitle = 'Senior <Backend> & Data Engineer 🚀';
const trickyDescription = '<p>Build "models" & ship fast</p>\u0007 with 🦊 friends';

/** The <job> records of a feed, after checking the document against the field lists. */
function jobsOf(root: XmlElement, sourceFields: string[], jobFields: string[], required: string[]): Array<Record<string, string>> {
  expect(root.name).toBe('source');
  for (const child of childElements(root)) expect(sourceFields).toContain(child.name);
  return childElements(root, 'job').map((job) => {
    const names = childElements(job).map((child) => child.name);
    for (const name of names) expect(jobFields).toContain(name);
    for (const name of required) expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
    return fieldsOf(job);
  });
}

describe('the strict XML reader used by these tests', () => {
  it.each([
    ['a bare ampersand', '<a>fish & chips</a>'],
    ['a bare "<"', '<a>1 < 2</a>'],
    ['crossed tags', '<a><b></a></b>'],
    ['two roots', '<a/><b/>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['a control character', '<a>\u0007</a>'],
    ['an unquoted attribute', '<a x=1/>'],
  ])('refuses %s', (_, text) => {
    expect(() => parseXml(text)).toThrow(XmlSyntaxError);
  });

  it('reads entities, character references and CDATA', () => {
    expect(fieldsOf(parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<r><a>&lt;&amp;&#x1F680;</a><b><![CDATA[<x> & y]]></b></r>'))).toEqual({ a: '<&🚀', b: '<x> & y' });
  });
});

forEachDatabase(({ db }) => {
  let app: App;
  let linkedCompany: string;
  const jobIds: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildTestApp(db(), { PUBLIC_URL: 'https://nordhub.example' });
    linkedCompany = await createCompany(db(), { key: 'fjord-co', name: 'Fjord & Co <AB>' });
    await db().query(`UPDATE companies SET linkedin_id = '7654321' WHERE id = $1`, [linkedCompany]);
    const unlinked = await createCompany(db(), { key: 'plain-co', name: 'Plain Co' });
    const draftCompany = await createCompany(db(), { key: 'draft-co', name: 'Draft Co', status: 'DRAFT' });
    const insert = async (name: string, company: string, values: { title?: string; status?: string; approved?: boolean; expired?: boolean; description?: string }) => {
      const row = await db().one<{ id: string }>(
        `INSERT INTO jobs (company_id, title, description, status, category, position_type, locality, country, country_code, is_remote,
                           salary_type, salary_min, salary_max, salary_currency, approved_at, expiration_date)
         VALUES ($1, $2, $3, $4, 'backend', 'full-time', 'Aarhus', 'Denmark', 'DK', true, 'range', 50000, 60000, 'DKK',
                 CASE WHEN $5 THEN now() ELSE NULL END, now() + CASE WHEN $6 THEN interval '-1 day' ELSE interval '30 days' END)
         RETURNING id`,
        [company, values.title ?? name, values.description ?? `About ${name}`, values.status ?? 'ACTIVE', values.approved ?? true, values.expired ?? false],
      );
      jobIds[name] = row.id;
    };
    await insert('tricky', linkedCompany, { title: trickyTitle, description: trickyDescription });
    await insert('Linked Other', linkedCompany, {});
    await insert('Plain Job', unlinked, {});
    await insert('Draft Job', unlinked, { status: 'DRAFT', approved: false });
    await insert('Unapproved Job', unlinked, { approved: false });
    await insert('Expired Job', unlinked, { expired: true });
    await insert('Draft Company Job', draftCompany, {});
    // Pay as the ads state it: a monthly range, a range without its period (Plain Job), and none.
    await db().query(`UPDATE jobs SET salary_period = 'monthly' WHERE id = $1`, [jobIds.tricky]);
    await db().query(`UPDATE jobs SET salary_type = 'competitive', salary_min = NULL, salary_max = NULL, salary_currency = NULL WHERE id = $1`, [jobIds['Linked Other']]);
  });
  afterAll(() => app.close());

  const feed = async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return parseXml(response.body);
  };

  it("holds every public live job in the Indeed feed, escaped, with the documented fields", async () => {
    const root = await feed('/api/feeds/indeed.xml');
    expect(fieldsOf(root)).toMatchObject({ publisher: 'Nordhub', publisherurl: 'https://nordhub.example' });
    expect(Number.isNaN(Date.parse(fieldsOf(root).lastBuildDate ?? ''))).toBe(false);
    const jobs = jobsOf(root, indeedSourceFields, indeedJobFields, indeedRequired);
    expect(jobs.map((job) => job.title).sort()).toEqual(['Linked Other', 'Plain Job', trickyTitle].sort());
    expect(jobs.find((job) => job.title === trickyTitle)).toEqual({
      title: trickyTitle,
      date: expect.stringMatching(/GMT$/),
      referencenumber: jobIds.tricky,
      url: `https://nordhub.example/jobs/${jobIds.tricky}`,
      company: 'Fjord & Co <AB>',
      city: 'Aarhus',
      country: 'DK',
      // The control character XML cannot carry is dropped; the rest arrives as written.
      description: '<p>Build "models" & ship fast</p> with 🦊 friends',
      salary: '50000 - 60000 DKK per month',
      jobtype: 'fulltime',
      category: 'backend',
      remotetype: 'Fully remote',
      expirationdate: expect.stringMatching(/GMT$/),
    });
  });

  it('carries the pay range where the ad shows one, in the Indeed feed as text', async () => {
    const jobs = childElements(await feed('/api/feeds/indeed.xml'), 'job').map(fieldsOf);
    const salaryOf = (title: string) => jobs.find((job) => job.title === title)?.salary;
    expect(salaryOf(trickyTitle)).toBe('50000 - 60000 DKK per month');
    expect(salaryOf('Plain Job')).toBe('50000 - 60000 DKK');
    expect(salaryOf('Linked Other')).toBeUndefined();
  });

  it("carries the pay range in LinkedIn's <salaries> block where the ad shows one with its period", async () => {
    const jobs = childElements(await feed('/api/linkedin/job-feed.xml'), 'job');
    const jobTitled = (title: string) => jobs.find((job) => fieldsOf(job).title === title);
    const salaries = childElements(jobTitled(trickyTitle)!, 'salaries');
    expect(salaries).toHaveLength(1);
    const salary = childElements(salaries[0]!, 'salary');
    expect(salary).toHaveLength(1);
    const [only] = salary;
    const endOf = (name: string) => fieldsOf(childElements(only!, name)[0]!);
    expect(endOf('highEnd')).toEqual({ amount: '60000', currencyCode: 'DKK' });
    expect(endOf('lowEnd')).toEqual({ amount: '50000', currencyCode: 'DKK' });
    expect(fieldsOf(only!)).toMatchObject({ period: 'MONTHLY', type: 'BASE_SALARY' });
    expect(childElements(jobTitled('Linked Other')!, 'salaries')).toEqual([]);
  });

  it('holds only the live jobs of startups that linked their LinkedIn company id in the LinkedIn feed', async () => {
    const root = await feed('/api/linkedin/job-feed.xml');
    const jobs = jobsOf(root, linkedInSourceFields, linkedInJobFields, linkedInRequired);
    expect(fieldsOf(root).expectedJobCount).toBe(String(jobs.length));
    expect(jobs.map((job) => job.title).sort()).toEqual(['Linked Other', trickyTitle].sort());
    expect(jobs.find((job) => job.title === trickyTitle)).toMatchObject({
      partnerJobId: jobIds.tricky,
      company: 'Fjord & Co <AB>',
      companyId: '7654321',
      description: '<p>Build "models" & ship fast</p> with 🦊 friends',
      applyUrl: `https://nordhub.example/jobs/${jobIds.tricky}`,
      jobtype: 'FULL_TIME',
    });
  });

  it('drops a job from both feeds once it is stopped or expires, and adds it back when live again', async () => {
    const titles = async (url: string) => childElements(await feed(url), 'job').map((job) => fieldsOf(job).title);
    await db().query(`UPDATE jobs SET status = 'STOPPED' WHERE id = $1`, [jobIds['Linked Other']]);
    await db().query(`UPDATE jobs SET expiration_date = now() - interval '1 minute' WHERE id = $1`, [jobIds['Plain Job']]);
    expect(await titles('/api/feeds/indeed.xml')).toEqual([trickyTitle]);
    expect(await titles('/api/linkedin/job-feed.xml')).toEqual([trickyTitle]);
    await db().query(`UPDATE jobs SET status = 'ACTIVE' WHERE id = $1`, [jobIds['Linked Other']]);
    expect((await titles('/api/linkedin/job-feed.xml')).sort()).toEqual(['Linked Other', trickyTitle].sort());
  });
});
