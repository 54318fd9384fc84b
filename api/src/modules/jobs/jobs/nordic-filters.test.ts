import { jobDetailSchema, jobListResponseSchema, jobsAndFeaturedSchema, type JobInput } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, signedInBrowsers } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { jsonLdOf, shellIndexRoot } from '../../../test/page-head';
import { buildTestApp, type tempDir } from '../../../test/test-app';
import { daysFromNow, insertJob, jobInput } from './test/fixtures';

jest.setTimeout(20_000);

// Nordic reality filters (docs/nordic-filters.md): the job form stores them, the search filters on
// them, and the JSON-LD of a remote job names the countries it may be done from.

const jobForm = (overrides: Partial<JobInput> = {}) =>
  jobInput({ title: 'Fjord Platform Engineer', description: 'Run our platform.', location: { locality: 'Stockholm', countryCode: 'SE' }, salary: { type: 'range', min: 45_000, max: 55_000, currency: 'SEK', period: 'monthly' }, ...overrides });

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Nordhub</title></head><body><div id="root"></div></body></html>';

forEachDatabase(({ db }) => {
  let app: App;
  let folder: ReturnType<typeof tempDir>;
  const as = signedInBrowsers(() => app, testPassword);
  const ids: Record<string, string> = {};
  const nameOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? id;

  /** The names of the jobs a search finds (only this suite's jobs exist). */
  const found = async (query: string) => {
    const response = await app.inject({ url: `/api/v2/jobs?${query}&pageSize=100` });
    expect(response.statusCode).toBe(200);
    return jobListResponseSchema.parse(response.json()).docs.map((job) => nameOf(job.id)).sort();
  };
  const setConditions = (id: string | undefined, sql: string) => db().query(`UPDATE jobs SET ${sql} WHERE id = $1`, [id]);

  beforeAll(async () => {
    folder = shellIndexRoot(INDEX_HTML);
    app = await buildTestApp(db(), accountsTestEnv, folder.dir);
    await app.ready();
    const managerId = await createAccount(db(), { email: 'manager@example.com' });
    const fjord = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId });

    // English-friendly, sponsors a visa, in Stockholm.
    ids.englishVisaSe = await insertJob(db(), { companyId: fjord, title: 'Backend Engineer', locality: 'Stockholm', country: 'Sweden', countryCode: 'SE' });
    await setConditions(ids.englishVisaSe, `visa_sponsorship = true, relocation_support = true`);
    // Swedish required, sponsors a visa anyway.
    ids.swedishVisaSe = await insertJob(db(), { companyId: fjord, title: 'Sales Lead', locality: 'Malmö', country: 'Sweden', countryCode: 'SE' });
    await setConditions(ids.swedishVisaSe, `working_language = 'LOCAL_REQUIRED', required_languages = '{sv}', visa_sponsorship = true`);
    // English-friendly, no visa, in Copenhagen; boosted (the boosted listings must filter too).
    ids.englishDk = await insertJob(db(), { companyId: fjord, title: 'Designer', boostingExpiresAt: daysFromNow(5) });
    // Remote from Sweden and Finland (stated), based in Oslo.
    ids.remoteSeFi = await insertJob(db(), { companyId: fjord, title: 'Remote Data Engineer', locality: 'Oslo', country: 'Norway', countryCode: 'NO', isRemote: true });
    await setConditions(ids.remoteSeFi, `remote_country_codes = '{SE,FI}'`);
    // Remote, countries not stated: its own country (Denmark).
    ids.remoteDk = await insertJob(db(), { companyId: fjord, title: 'Remote Support Agent', isRemote: true });
    // Remote, no place at all: the Nordics.
    ids.remoteNordics = await insertJob(db(), { companyId: fjord, title: 'Remote Writer', locality: null, country: null, countryCode: null, isRemote: true });
    // Sponsors a visa but is not live: never listed.
    ids.draftVisa = await insertJob(db(), { companyId: fjord, title: 'Draft Role', status: 'DRAFT', approvedAt: null });
    await setConditions(ids.draftVisa, `visa_sponsorship = true`);
  });

  afterAll(async () => {
    await app.close();
    folder.remove();
  });

  describe('GET /api/v2/jobs filters', () => {
    it('englishOk=true keeps the jobs where English is fine', async () => {
      expect(await found('englishOk=true')).toEqual(['englishDk', 'englishVisaSe', 'remoteDk', 'remoteNordics', 'remoteSeFi']);
    });

    it('visaSponsorship=true keeps the jobs that sponsor a visa', async () => {
      expect(await found('visaSponsorship=true')).toEqual(['englishVisaSe', 'swedishVisaSe']);
    });

    it('relocationSupport=true keeps the jobs that help with relocation', async () => {
      expect(await found('relocationSupport=true')).toEqual(['englishVisaSe']);
    });

    it('combines with the country: English-friendly jobs with a visa in Sweden', async () => {
      expect(await found('country=SE&englishOk=true&visaSponsorship=true')).toEqual(['englishVisaSe']);
      // false is no filter, as for the other yes/no filters.
      expect(await found('country=SE&englishOk=false')).toEqual(['englishVisaSe', 'swedishVisaSe']);
    });

    it('remoteFrom keeps the remote jobs that may be done from that country', async () => {
      expect(await found('remoteFrom=SE')).toEqual(['remoteNordics', 'remoteSeFi']);
      expect(await found('remoteFrom=dk')).toEqual(['remoteDk', 'remoteNordics']);
      expect(await found('remoteFrom=NO')).toEqual(['remoteNordics']);
      expect(await found('remoteFrom=DE')).toEqual([]);
    });

    it('filters the featured (boosted) jobs too', async () => {
      const response = await app.inject({ url: '/api/v2/jobsandfeatured?visaSponsorship=true' });
      const body = jobsAndFeaturedSchema.parse(response.json());
      expect(body.featuredJobs).toEqual([]);
      const english = jobsAndFeaturedSchema.parse((await app.inject({ url: '/api/v2/jobsandfeatured?englishOk=true' })).json());
      expect(english.featuredJobs.map((job) => nameOf(job.id))).toEqual(['englishDk']);
    });

    it('follows a change of the job at once (the listings copy it)', async () => {
      await setConditions(ids.englishDk, `visa_sponsorship = true`);
      expect(await found('visaSponsorship=true')).toEqual(['englishDk', 'englishVisaSe', 'swedishVisaSe']);
      await setConditions(ids.englishDk, `visa_sponsorship = false`);
      expect(await found('visaSponsorship=true')).toEqual(['englishVisaSe', 'swedishVisaSe']);
      // A job that stops being remote leaves the "remote from" search.
      await setConditions(ids.remoteDk, `is_remote = false`);
      expect(await found('remoteFrom=DK')).toEqual(['remoteNordics']);
      await setConditions(ids.remoteDk, `is_remote = true`);
    });

    it('answers 400 naming the field for a bad value', async () => {
      const bad = await app.inject({ url: '/api/v2/jobs?remoteFrom=Sweden' });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrorsOf(bad.json())).toEqual({ remoteFrom: 'Must be a two-letter country code such as SE' });
      const notBoolean = await app.inject({ url: '/api/v2/jobs?visaSponsorship=maybe' });
      expect(notBoolean.statusCode).toBe(400);
      expect(Object.keys(fieldErrorsOf(notBoolean.json()))).toEqual(['visaSponsorship']);
    });

    it('returns the conditions with every job', async () => {
      const response = await app.inject({ url: `/api/jobs/single/${ids.swedishVisaSe}` });
      expect(jobDetailSchema.parse(response.json())).toMatchObject({
        workingLanguage: 'LOCAL_REQUIRED',
        requiredLanguages: ['sv'],
        visaSponsorship: true,
        relocationSupport: false,
        remoteCountryCodes: [],
      });
    });
  });

  describe('the job form', () => {
    it('stores what the startup states, and only what applies', async () => {
      const manager = await as('manager@example.com');
      const created = await manager.post('/api/companies/fjord-labs/jobs', jobForm({
        workingLanguage: 'LOCAL_REQUIRED',
        requiredLanguages: ['fi', 'sv', 'fi'],
        visaSponsorship: true,
        relocationSupport: true,
        // Not remote: the countries are not stored.
        remoteCountryCodes: ['se'],
      }));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        workingLanguage: 'LOCAL_REQUIRED',
        requiredLanguages: ['fi', 'sv'],
        visaSponsorship: true,
        relocationSupport: true,
        remoteCountryCodes: [],
      });
      const id = jobDetailSchema.parse(created.json()).id;
      // An edit without the fields keeps them; English-friendly drops the required languages.
      const kept = await manager.put(`/api/jobs/${id}`, jobForm({ title: 'Edited' }));
      expect(kept.json()).toMatchObject({ title: 'Edited', workingLanguage: 'LOCAL_REQUIRED', visaSponsorship: true });
      const english = await manager.put(`/api/jobs/${id}`, jobForm({ workingLanguage: 'ENGLISH', isRemote: true, remoteCountryCodes: ['SE', 'EE'] }));
      expect(english.json()).toMatchObject({ workingLanguage: 'ENGLISH', requiredLanguages: [], visaSponsorship: true, remoteCountryCodes: ['SE', 'EE'] });
    });

    it('gives a new job the defaults: English is fine, no visa or relocation, remote from its country', async () => {
      const created = await (await as('manager@example.com')).post('/api/companies/fjord-labs/jobs', jobForm({ title: 'Defaults' }));
      expect(created.json()).toMatchObject({ workingLanguage: 'ENGLISH', requiredLanguages: [], visaSponsorship: false, relocationSupport: false, remoteCountryCodes: [] });
    });

    it('answers 400 naming the field and the rule', async () => {
      const manager = await as('manager@example.com');
      const noLanguage = await manager.post('/api/companies/fjord-labs/jobs', jobForm({ workingLanguage: 'LOCAL_REQUIRED' }));
      expect(noLanguage.statusCode).toBe(400);
      expect(fieldErrorsOf(noLanguage.json())).toEqual({ requiredLanguages: 'Please choose the language the job requires' });
      const badCountry = await manager.post('/api/companies/fjord-labs/jobs', jobForm({ isRemote: true, remoteCountryCodes: ['Sweden'] }));
      expect(badCountry.statusCode).toBe(400);
      expect(fieldErrorsOf(badCountry.json())).toEqual({ 'remoteCountryCodes.0': 'Each remote country must be a two-letter country code such as SE' });
      const badLanguage = await manager.post('/api/companies/fjord-labs/jobs', { ...jobForm(), workingLanguage: 'LOCAL_REQUIRED', requiredLanguages: ['de'] });
      expect(badLanguage.statusCode).toBe(400);
      expect(fieldErrorsOf(badLanguage.json())).toEqual({ 'requiredLanguages.0': 'Please choose Danish, Swedish, Norwegian, Finnish or Icelandic' });
    });
  });

  describe('JobPosting JSON-LD', () => {
    const jsonLd = async (id: string) => jsonLdOf((await app.inject({ url: `/jobs/${id}` })).body);

    it('names the stated countries of a remote job as applicantLocationRequirements', async () => {
      expect(await jsonLd(ids.remoteSeFi ?? '')).toMatchObject({
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: [
          { '@type': 'Country', name: 'Sweden' },
          { '@type': 'Country', name: 'Finland' },
        ],
      });
    });

    it('falls back to the job’s country, then to the Nordics, and says nothing for on-site jobs', async () => {
      expect((await jsonLd(ids.remoteDk ?? ''))?.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'Denmark' }]);
      expect((await jsonLd(ids.remoteNordics ?? ''))?.applicantLocationRequirements).toEqual(
        ['Denmark', 'Sweden', 'Norway', 'Finland', 'Iceland'].map((name) => ({ '@type': 'Country', name })),
      );
      const onSite = await jsonLd(ids.englishVisaSe ?? '');
      expect(onSite).not.toHaveProperty('applicantLocationRequirements');
      expect(onSite).not.toHaveProperty('jobLocationType');
    });

    it('names countries outside the Nordics in English', async () => {
      await setConditions(ids.remoteSeFi ?? '', `remote_country_codes = '{EE,DE}'`);
      expect((await jsonLd(ids.remoteSeFi ?? ''))?.applicantLocationRequirements).toEqual([
        { '@type': 'Country', name: 'Estonia' },
        { '@type': 'Country', name: 'Germany' },
      ]);
      await setConditions(ids.remoteSeFi ?? '', `remote_country_codes = '{SE,FI}'`);
    });
  });
});
