import { careersLanguagesMessages, careersSiteSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

jest.setTimeout(20_000);

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, MAIN_HOSTS: 'nordhub.test,localhost' });
    const manager = await createAccount(db(), { email: 'lang-manager@example.com' });
    const otherManager = await createAccount(db(), { email: 'lang-other@example.com' });
    const fjell = await createCompany(db(), { key: 'fjell-lang', name: 'Fjell Lang', managerId: manager });
    await db().query(`UPDATE companies SET careers_domain = 'careers.fjell-lang.example', careers_domain_status = 'verified' WHERE id = $1`, [fjell]);
    await createCompany(db(), { key: 'other-lang', name: 'Other Lang', managerId: otherManager });
  });
  afterAll(() => app.close());

  const as = signedInBrowsers(() => app, testPassword);
  const lookUp = async () => careersSiteSchema.parse((await app.inject({ url: '/api/companies/domain/careers.fjell-lang.example' })).json());
  const put = async (body: object, email = 'lang-manager@example.com') => (await as(email)).put('/api/companies/fjell-lang/careers-site/languages', body);

  it('speaks English alone until the startup chooses; then its default first and every language it offers', async () => {
    expect(await lookUp()).toMatchObject({ defaultLanguage: 'en', languages: ['en'] });

    const saved = await put({ defaultLanguage: 'nb', languages: ['en', 'sv', 'nb'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ hero: null, languages: { defaultLanguage: 'nb', languages: ['nb', 'en', 'sv'] } });
    expect(await lookUp()).toMatchObject({ hero: null, defaultLanguage: 'nb', languages: ['nb', 'en', 'sv'] });
    expect((await (await as('lang-manager@example.com')).get('/api/companies/fjell-lang/careers-site')).json()).toEqual(saved.json());
  });

  it('keeps the languages when the hero is saved, and the hero when the languages are', async () => {
    await put({ defaultLanguage: 'fi', languages: ['fi', 'en'] });
    const hero = await (await as('lang-manager@example.com')).put('/api/companies/fjell-lang/careers-site', { headline: 'Tule meille' });
    expect(hero.json()).toMatchObject({ hero: { headline: 'Tule meille' }, languages: { defaultLanguage: 'fi', languages: ['fi', 'en'] } });
    const languages = await put({ defaultLanguage: 'sv', languages: ['sv'] });
    expect(languages.json()).toMatchObject({ hero: { headline: 'Tule meille' }, languages: { defaultLanguage: 'sv', languages: ['sv'] } });
  });

  it.each([
    [{ defaultLanguage: 'de', languages: ['en'] }, 'defaultLanguage', careersLanguagesMessages.unknown],
    [{ defaultLanguage: 'en', languages: ['en', 'no'] }, 'languages.1', careersLanguagesMessages.unknown],
    [{ defaultLanguage: 'en', languages: [] }, 'languages', careersLanguagesMessages.none],
    [{ defaultLanguage: 'da', languages: ['en', 'sv'] }, 'languages', careersLanguagesMessages.withoutDefault],
    [{ defaultLanguage: 'en', languages: ['en', 'en'] }, 'languages', careersLanguagesMessages.twice],
  ])('refuses %j with a 400 naming %s', async (body, field, message) => {
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'E_VALIDATION' });
    expect(response.json().fields).toEqual([{ path: field, message }]);
  });

  it("refuses another startup's manager and a guest", async () => {
    expect((await put({ defaultLanguage: 'en', languages: ['en'] }, 'lang-other@example.com')).statusCode).toBe(403);
    const guest = await app.inject({ method: 'PUT', url: '/api/companies/fjell-lang/careers-site/languages', payload: { defaultLanguage: 'en', languages: ['en'] } });
    expect(guest.statusCode).toBe(403);
  });
});
