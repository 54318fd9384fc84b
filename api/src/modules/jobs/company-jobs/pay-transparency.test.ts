import { applicantsResponseSchema, jobDetailSchema, siteConfigurationSchema, type JobInput } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, signedInBrowsers } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { insertJob, jobInput } from '../jobs/test/fixtures';

const inStockholm = { location: { locality: 'Stockholm', countryCode: 'SE' } } as const;
const range = { type: 'range', min: 45_000, max: 55_000, currency: 'SEK', period: 'monthly' } as const;

// The EU Pay Transparency Directive as the API applies it (PAY_TRANSPARENCY_RULES, default
// DK, SE, FI required and NO, IS recommended from 7 June 2026; the tests run after that day).
forEachDatabase(({ db }) => {
  let app: App;
  let companyId: string;
  const as = signedInBrowsers(() => app, testPassword);
  const post = async (overrides: Partial<JobInput>) => (await as('manager@example.com')).post('/api/companies/fjord-labs/jobs', jobInput(overrides));

  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    await app.ready();
    const managerId = await createAccount(db(), { email: 'manager@example.com' });
    companyId = await createCompany(db(), { key: 'fjord-labs', name: 'Fjord Labs', managerId });
    const seekerId = await createAccount(db(), { email: 'seeker@example.com', firstName: 'Astrid' });
    await db().query('INSERT INTO applicant_profiles (user_id) VALUES ($1)', [seekerId]);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('where pay in the ad is required (Sweden)', () => {
    it('refuses "Competitive" with the rule on the salary type', async () => {
      const response = await post({ ...inStockholm, salary: { type: 'competitive' } });
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response.json())['salary.type']).toMatch(/^Jobs in Sweden must state the pay in the ad \(EU Pay Transparency Directive\)/);
    });

    it('refuses a range without its period, on the period', async () => {
      const response = await post({ ...inStockholm, salary: { ...range, period: null } });
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response.json())).toEqual({ 'salary.period': expect.stringContaining('per month or per year') });
    });

    it('takes a range, or a starting pay, with currency and period', async () => {
      expect((await post({ ...inStockholm, salary: range })).statusCode).toBe(201);
      expect((await post({ ...inStockholm, title: 'Starting pay', salary: { ...range, max: range.min } })).statusCode).toBe(201);
    });

    it('keeps a stored job that breaks the rule from going live until its pay is fixed', async () => {
      const id = await insertJob(db(), { companyId, title: 'Old competitive ad', countryCode: 'SE', status: 'DRAFT', approvedAt: null });
      const manager = await as('manager@example.com');
      const refused = await manager.post(`/api/jobs/${id}/transitions`, { action: 'submit' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/Jobs in Sweden must state the pay in the ad.*Edit the job's pay first\.$/);
      const checkout = await manager.get(`/api/jobs/${id}/checkout?product=post&cancel_url=${encodeURIComponent('/client/')}`);
      expect(checkout.statusCode).toBe(409);

      expect((await manager.put(`/api/jobs/${id}`, jobInput({ ...inStockholm, title: 'Old competitive ad', salary: { type: 'competitive' } }))).statusCode).toBe(400);
      expect((await manager.put(`/api/jobs/${id}`, jobInput({ ...inStockholm, title: 'Old competitive ad', salary: range }))).statusCode).toBe(200);
      expect((await manager.post(`/api/jobs/${id}/transitions`, { action: 'submit' })).statusCode).toBe(200);
    });
  });

  describe('where it is recommended or no rule applies', () => {
    it('takes "Competitive" in Norway (recommended: the form warns) and in Germany (no rule)', async () => {
      expect((await post({ location: { locality: 'Bergen', countryCode: 'NO' }, salary: { type: 'competitive' } })).statusCode).toBe(201);
      expect((await post({ title: 'Berlin job', location: { locality: 'Berlin', countryCode: 'DE' }, salary: { type: 'competitive' } })).statusCode).toBe(201);
    });

    it('takes "Competitive" in Sweden before the rule applies (PAY_TRANSPARENCY_RULES with a later date)', async () => {
      const other = await buildTestApp(db(), { ...accountsTestEnv, PAY_TRANSPARENCY_RULES: 'SE=required@2099-01-01' });
      try {
        const manager = await signedInBrowsers(() => other, testPassword)('manager@example.com');
        const response = await manager.post('/api/companies/fjord-labs/jobs', jobInput({ ...inStockholm, title: 'Before the rule', salary: { type: 'competitive' } }));
        expect(response.statusCode).toBe(201);
      } finally {
        await other.close();
      }
    });

    it('publishes the rules in the site configuration', async () => {
      const configuration = siteConfigurationSchema.parse((await app.inject({ url: '/api/site/configuration-cached' })).json());
      expect(configuration.payTransparency.rules).toEqual(
        expect.arrayContaining([
          { countryCode: 'SE', requirement: 'required', appliesFrom: '2026-06-07' },
          { countryCode: 'NO', requirement: 'recommended', appliesFrom: '2026-06-07' },
        ]),
      );
    });

    it('refuses to start with a rule it cannot read, naming the setting', async () => {
      await expect(buildTestApp(db(), { PAY_TRANSPARENCY_RULES: 'SE=mandatory' })).rejects.toThrow(/PAY_TRANSPARENCY_RULES.*"SE=mandatory" is not COUNTRY=required\|recommended@YYYY-MM-DD/s);
    });
  });

  describe('screening questions', () => {
    it('refuses a question about pay history, in any of the languages, naming the question', async () => {
      const response = await post({ screeningQuestions: ['Why Fjord Labs?', 'Vad är din nuvarande lön?'] });
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response.json())).toEqual({ 'screeningQuestions.1': expect.stringMatching(/^Questions about pay history are not allowed \("nuvarande lön"\)/) });
    });

    it('stores the questions; applicants answer each, and managers read the answers beside the questions', async () => {
      const created = await post({ title: 'Kelp analyst', screeningQuestions: ['Why Fjord Labs?', 'What salary do you expect?'] });
      expect(created.statusCode).toBe(201);
      const job = jobDetailSchema.parse(created.json());
      expect(job.screeningQuestions).toEqual(['Why Fjord Labs?', 'What salary do you expect?']);
      await db().query("UPDATE jobs SET status = 'ACTIVE', approved_at = now() WHERE id = $1", [job.id]);

      const seeker = await as('seeker@example.com');
      const unanswered = await seeker.post(`/api/jobs/${job.id}/apply`, { answers: ['The kelp.', '  '] });
      expect(unanswered.statusCode).toBe(400);
      expect(fieldErrorsOf(unanswered.json())).toEqual({ 'answers.1': 'Please answer this question' });
      expect((await seeker.post(`/api/jobs/${job.id}/apply`, { quickApply: true })).statusCode).toBe(400);
      expect((await seeker.post(`/api/jobs/${job.id}/apply`, { answers: ['The kelp.', '50,000 SEK a month'] })).statusCode).toBe(201);

      const board = applicantsResponseSchema.parse((await (await as('manager@example.com')).get('/api/companies/fjord-labs/applicants')).json());
      expect(board.applications.find((application) => application.job.id === job.id)?.answers).toEqual([
        { question: 'Why Fjord Labs?', answer: 'The kelp.' },
        { question: 'What salary do you expect?', answer: '50,000 SEK a month' },
      ]);
    });
  });
});
