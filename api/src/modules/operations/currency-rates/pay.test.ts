import { currencyRatesResponseSchema, jobDetailSchema, jobListResponseSchema, type JobInput } from '@nordhub/contracts';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, signedInBrowsers } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp, tempDir } from '../../../test/test-app';
import { daysFromNow, insertJob } from '../../jobs/jobs/test/fixtures';

jest.setTimeout(20_000);

const jobForm = (overrides: Partial<JobInput> = {}): JobInput => ({
  title: 'Fjord Pay Engineer',
  description: 'Make pay plain.',
  category: 'backend',
  positionType: 'full-time',
  location: { locality: 'Copenhagen', countryCode: 'DK' },
  isRemote: false,
  expirationDate: daysFromNow(30).toISOString(),
  salary: { type: 'competitive' },
  receiveApplicants: 'platform',
  ...overrides,
});

const INDEX_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Nordhub</title></head><body><div id="root"></div></body></html>';

forEachDatabase(({ db }) => {
  let app: App;
  let companyId: string;
  const as = signedInBrowsers(() => app, testPassword);

  beforeAll(async () => {
    const folder = tempDir();
    mkdirSync(path.join(folder.dir, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(folder.dir, 'shell', 'dist', 'index.html'), INDEX_HTML);
    app = await buildTestApp(db(), accountsTestEnv, folder.dir);
    await app.ready();
    const managerId = await createAccount(db(), { email: 'pay-manager@example.com' });
    companyId = await createCompany(db(), { key: 'krone-labs', name: 'Krone Labs', managerId });
  });

  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/currency-rates', () => {
    it('answers the newest rate of each pair with its source and date, cacheable by anyone', async () => {
      const response = await app.inject({ url: '/api/currency-rates' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const { rates } = currencyRatesResponseSchema.parse(response.json());
      expect(rates).toContainEqual({ base: 'EUR', quote: 'DKK', rate: 7.4592, source: 'European Central Bank reference rates', asOf: '2026-11-20' });
      expect(rates.map((rate) => rate.quote).sort()).toEqual(['DKK', 'ISK', 'NOK', 'SEK']);
    });

    it('takes a newer day of a pair over the older one', async () => {
      await db().query(
        `INSERT INTO currency_rates (base_currency, quote_currency, rate, source, as_of) VALUES ('EUR', 'SEK', 11.5, 'Test import', '2026-11-21')`,
      );
      try {
        const { rates } = currencyRatesResponseSchema.parse((await app.inject({ url: '/api/currency-rates' })).json());
        expect(rates.filter((rate) => rate.quote === 'SEK')).toEqual([{ base: 'EUR', quote: 'SEK', rate: 11.5, source: 'Test import', asOf: '2026-11-21' }]);
      } finally {
        await db().query(`DELETE FROM currency_rates WHERE source = 'Test import'`);
      }
    });
  });

  describe('the job form', () => {
    it('stores a salary range with its period and an equity range, and reads them back', async () => {
      const manager = await as('pay-manager@example.com');
      const created = await manager.post('/api/companies/krone-labs/jobs', jobForm({
        salary: { type: 'range', min: 45_000, max: 60_000, currency: 'dkk', period: 'monthly' },
        otherCompensation: { type: 'percentage', percentage: 0.1, percentageMax: 0.5 },
      }));
      expect(created.statusCode).toBe(201);
      const job = jobDetailSchema.parse(created.json());
      expect(job.salary).toEqual({ type: 'range', min: 45_000, max: 60_000, currency: 'DKK', period: 'monthly' });
      expect(job.otherCompensation).toEqual({ type: 'percentage', percentage: 0.1, percentageMax: 0.5 });

      const edited = await manager.put(`/api/jobs/${job.id}`, jobForm({
        salary: { type: 'range', min: 550_000, max: 700_000, currency: 'SEK', period: 'yearly' },
        otherCompensation: { type: 'negotiated' },
      }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        salary: { min: 550_000, max: 700_000, currency: 'SEK', period: 'yearly' },
        otherCompensation: { type: 'negotiated', percentage: null, percentageMax: null },
      });
    });

    it('answers 400 naming each field and rule of the pay', async () => {
      const manager = await as('pay-manager@example.com');
      const response = await manager.post('/api/companies/krone-labs/jobs', jobForm({
        salary: { type: 'range', min: -1, max: 0, currency: 'USD', period: 'monthly' },
        otherCompensation: { type: 'percentage', percentage: 5, percentageMax: 101 },
      }));
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response.json())).toEqual({
        'salary.min': 'The lowest salary must be more than 0',
        'salary.max': 'The highest salary must be more than 0',
        'salary.currency': 'The currency must be DKK, SEK, NOK, EUR or ISK',
        'otherCompensation.percentageMax': 'The highest equity share must be between 0 and 100%',
      });
      const reversed = await manager.post('/api/companies/krone-labs/jobs', jobForm({
        salary: { type: 'range', min: 60_000, max: 45_000, currency: 'USD', period: 'monthly' },
        otherCompensation: { type: 'percentage', percentage: 2, percentageMax: 1 },
      }));
      expect(fieldErrorsOf(reversed.json())).toEqual({
        'salary.currency': 'The currency must be DKK, SEK, NOK, EUR or ISK',
        'salary.max': 'The highest salary must not be below the lowest',
        'otherCompensation.percentageMax': 'The highest equity share must not be below the lowest',
      });
    });
  });

  describe('GET /api/v2/jobs?withSalary=true and the job page JSON-LD', () => {
    const ids = { range: '', yearly: '', competitive: '', unpaid: '' };

    beforeAll(async () => {
      ids.range = await insertJob(db(), {
        companyId,
        title: 'Krone Salary Stated',
        salaryType: 'range',
        salaryMin: 45_000,
        salaryMax: 60_000,
        salaryCurrency: 'DKK',
      });
      await db().query(`UPDATE jobs SET salary_period = 'monthly' WHERE id = $1`, [ids.range]);
      ids.yearly = await insertJob(db(), {
        companyId,
        title: 'Krone Salary Yearly',
        salaryType: 'range',
        salaryMin: 600_000,
        salaryMax: 600_000,
        salaryCurrency: 'SEK',
      });
      await db().query(`UPDATE jobs SET salary_period = 'yearly' WHERE id = $1`, [ids.yearly]);
      ids.competitive = await insertJob(db(), { companyId, title: 'Krone Salary Competitive' });
      ids.unpaid = await insertJob(db(), { companyId, title: 'Krone Salary Unpaid', salaryType: 'unpaid' });
    });

    const search = async (query: string) => {
      const response = await app.inject({ url: `/api/v2/jobs?company=krone-labs&${query}` });
      expect(response.statusCode).toBe(200);
      return jobListResponseSchema.parse(response.json());
    };

    it('keeps only the jobs that show a salary', async () => {
      const all = await search('sort=newest');
      expect(all.total).toBe(4);
      const withSalary = await search('withSalary=true');
      expect(withSalary.docs.map((job) => job.id).sort()).toEqual([ids.range, ids.yearly].sort());
      expect(withSalary.docs.every((job) => job.salary.type === 'range' && job.salary.min !== null)).toBe(true);
      // false is no filter; nonsense is a 400 naming the parameter.
      expect((await search('withSalary=false')).total).toBe(4);
      const bad = await app.inject({ url: '/api/v2/jobs?withSalary=perhaps' });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('withSalary');
      // With another salary type the two filters leave nothing.
      expect((await search('withSalary=true&salaryType=unpaid')).total).toBe(0);
    });

    it('the job page describes the range as baseSalary with its unit', async () => {
      const jsonLd = async (id: string) => {
        const html = (await app.inject({ url: `/jobs/${id}`, headers: { host: 'localhost' } })).body;
        const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
        return script ? (JSON.parse(script) as Record<string, unknown>) : null;
      };
      expect((await jsonLd(ids.range))?.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'DKK',
        value: { '@type': 'QuantitativeValue', minValue: 45_000, maxValue: 60_000, unitText: 'MONTH' },
      });
      expect((await jsonLd(ids.yearly))?.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'SEK',
        value: { '@type': 'QuantitativeValue', value: 600_000, unitText: 'YEAR' },
      });
      expect(await jsonLd(ids.competitive)).not.toHaveProperty('baseSalary');
    });
  });
});
