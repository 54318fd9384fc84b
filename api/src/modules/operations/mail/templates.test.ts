import { siteLocales, type SiteLocale } from '@nordhub/domain';
import { mailLanguage } from './layout';
import { mailLanguageOf } from './mailbox-pages';
import { digestConfirmMail, digestJobPlace, digestMail, digestSettingsLinkMail } from './templates';

const digestInput = (count: number) => ({
  to: 'a@example.com',
  frequency: 'daily' as const,
  jobs: Array.from({ length: count }, (_, index) => ({ title: `Engineer ${index + 1}`, companyName: 'Nordlys', place: 'Oslo, Norway', url: `https://nordhub.example/jobs/${index}` })),
  searchUrl: 'https://nordhub.example/jobs',
  settingsUrl: 'https://nordhub.example/profile-settings/k',
  unsubscribeUrl: 'https://nordhub.example/api/digest/unsubscribe/k',
});

/** What each language's digest and confirmation say, word for word, where a reader looks first. */
const expected: Record<SiteLocale, { one: string; many: string; confirm: string; until: string; remote: string }> = {
  en: { one: '1 new job for you: Engineer 1', many: '3 new jobs for you on Nordhub', confirm: 'Confirm your Nordhub job alerts', until: 'The link works for 7 days.', remote: 'Oslo, Norway (remote)' },
  da: { one: '1 nyt job til dig: Engineer 1', many: '3 nye job til dig på Nordhub', confirm: 'Bekræft din jobagent på Nordhub', until: 'Linket virker i 7 dage.', remote: 'Oslo, Norway (remote)' },
  sv: { one: '1 nytt jobb för dig: Engineer 1', many: '3 nya jobb för dig på Nordhub', confirm: 'Bekräfta din jobbevakning på Nordhub', until: 'Länken fungerar i 7 dagar.', remote: 'Oslo, Norway (på distans)' },
  nb: { one: '1 ny stilling til deg: Engineer 1', many: '3 nye stillinger til deg på Nordhub', confirm: 'Bekreft jobbvarselet ditt på Nordhub', until: 'Lenken virker i 7 dager.', remote: 'Oslo, Norway (fjernarbeid)' },
  fi: { one: '1 uusi työpaikka sinulle: Engineer 1', many: '3 uutta työpaikkaa sinulle Nordhubissa', confirm: 'Vahvista Nordhubin työpaikkavahtisi', until: 'Linkki on voimassa 7 päivää.', remote: 'Oslo, Norway (etätyö)' },
  is: { one: '1 nýtt starf fyrir þig: Engineer 1', many: '3 ný störf fyrir þig á Nordhub', confirm: 'Staðfestu starfapóstinn þinn frá Nordhub', until: 'Hlekkurinn virkar í 7 daga.', remote: 'Oslo, Norway (fjarvinna)' },
};

describe.each(siteLocales)('the digest mails in %s', (locale) => {
  it('writes the subject with the count, the page language and no English where the language has its own words', async () => {
    const language = await mailLanguage(locale);
    const one = digestMail(digestInput(1), language);
    const many = digestMail(digestInput(3), language);
    expect(one.subject).toBe(expected[locale].one);
    expect(many.subject).toBe(expected[locale].many);
    expect(many.html).toContain(`<html lang="${locale}">`);
    for (const mail of [one, many]) {
      expect(mail.text).not.toMatch(/[{}]/);
      if (locale !== 'en') expect(mail.text).not.toContain('Unsubscribe');
    }
    expect(digestJobPlace('Oslo, Norway', true, language)).toBe(expected[locale].remote);
    // The development mailbox reads the mail's language back from its HTML, to mark its words.
    expect(mailLanguageOf({ html_body: many.html })).toBe(locale);
  });

  it('writes the confirmation and the settings link mails, the link kept secret', async () => {
    const language = await mailLanguage(locale);
    const confirm = digestConfirmMail('a@example.com', 'https://nordhub.example/emailsignup?confirmKey=k', 7 * 24, language);
    expect(confirm.subject).toBe(expected[locale].confirm);
    expect(confirm.text).toContain(expected[locale].until);
    expect(confirm.text.startsWith(language.greet())).toBe(true);
    expect(confirm.html).toContain(`<html lang="${locale}">`);
    expect(confirm.secretLinks).toEqual(['https://nordhub.example/emailsignup?confirmKey=k']);
    const settings = digestSettingsLinkMail('a@example.com', 'https://nordhub.example/profile-settings/k', language);
    expect(settings.text).toContain(`${language.t('digestSettings.link')}: https://nordhub.example/profile-settings/k`);
    if (locale !== 'en') expect(settings.subject).not.toBe('Your Nordhub job digest settings');
  });
});
