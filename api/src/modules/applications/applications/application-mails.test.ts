import { rejectionTemplates } from '@nordhub/contracts';
import { siteLocales, type SiteLocale } from '@nordhub/domain';
import en from './messages/en.json';
import { applicantMailLanguage, applicationReceiptMail, applicationStatusMail } from './application-mails';
import { rejectionMail, standardRejectionTemplate } from './rejection-mail';

const input = { applicantName: 'Nora Lund', applicantFirstName: 'Nora', jobTitle: 'Data Engineer', companyName: 'Nordlys', companyKey: 'nordlys', jobId: 'j1', origin: 'https://nordhub.example' };
const appliedAt = new Date('2026-03-05T10:00:00Z');

/** Each language's receipt subject, the day it names and its status and rejection subjects. */
const expected: Record<SiteLocale, { receipt: string; day: string; status: string; rejection: string; closing: string }> = {
  en: { receipt: 'Application sent: Data Engineer at Nordlys', day: '05 Mar 2026', status: 'Data Engineer at Nordlys: your application is now under review', rejection: 'Your application for Data Engineer at Nordlys', closing: 'Kind regards,\nNordlys via Nordhub' },
  da: { receipt: 'Ansøgning sendt: Data Engineer hos Nordlys', day: '5. mar. 2026', status: 'Data Engineer hos Nordlys: din ansøgning har nu status Under vurdering', rejection: 'Din ansøgning til Data Engineer hos Nordlys', closing: 'Venlig hilsen\nNordlys via Nordhub' },
  sv: { receipt: 'Ansökan skickad: Data Engineer på Nordlys', day: '5 mars 2026', status: 'Data Engineer på Nordlys: din ansökan har nu status Under granskning', rejection: 'Din ansökan till Data Engineer på Nordlys', closing: 'Vänliga hälsningar\nNordlys via Nordhub' },
  nb: { receipt: 'Søknad sendt: Data Engineer hos Nordlys', day: '5. mars 2026', status: 'Data Engineer hos Nordlys: søknaden din har nå status Under vurdering', rejection: 'Søknaden din på Data Engineer hos Nordlys', closing: 'Vennlig hilsen\nNordlys via Nordhub' },
  fi: { receipt: 'Hakemus lähetetty: Data Engineer, Nordlys', day: '5.3.2026', status: 'Data Engineer, Nordlys: hakemuksesi tila on nyt Arvioitavana', rejection: 'Hakemuksesi tehtävään Data Engineer yrityksessä Nordlys', closing: 'Ystävällisin terveisin\nNordlys Nordhubin kautta' },
  is: { receipt: 'Umsókn send: Data Engineer hjá Nordlys', day: '5. mar. 2026', status: 'Data Engineer hjá Nordlys: staða umsóknar þinnar er nú Í skoðun', rejection: 'Umsókn þín um starfið Data Engineer hjá Nordlys', closing: 'Með kveðju,\nNordlys í gegnum Nordhub' },
};

describe.each(siteLocales)('the mails to an applicant in %s', (locale) => {
  it('writes the receipt with the day it was sent in the language, and links to My jobs', async () => {
    const language = await applicantMailLanguage(locale);
    const mail = applicationReceiptMail('nora@example.com', { ...input, appliedAt }, language);
    expect(mail.subject).toBe(expected[locale].receipt);
    expect(mail.text.startsWith(`${language.greet('Nora')}\n\n`)).toBe(true);
    expect(mail.text).toContain(expected[locale].day);
    expect(mail.text).toContain(`${language.say('myJobs')}: https://nordhub.example/client/my-jobs`);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.text).not.toMatch(/[{}]/);
  });

  it('writes a status change with the status in the language', async () => {
    const mail = applicationStatusMail({ to: 'nora@example.com', firstName: 'Nora', jobTitle: 'Data Engineer', companyName: 'Nordlys', status: 'review', origin: 'https://nordhub.example' }, await applicantMailLanguage(locale));
    expect(mail.subject).toBe(expected[locale].status);
    expect(mail.html).toContain(`<html lang="${locale}">`);
  });

  it('writes every standard rejection template in the language, with its greeting and sign-off', async () => {
    const language = await applicantMailLanguage(locale);
    for (const template of rejectionTemplates) {
      const mail = rejectionMail({ to: 'nora@example.com', firstName: 'Nora', lastName: 'Lund', jobTitle: 'Data Engineer', companyName: 'Nordlys', message: template.text }, language);
      expect(mail.subject).toBe(expected[locale].rejection);
      expect(mail.text.endsWith(`${expected[locale].closing}\n`)).toBe(true);
      expect(mail.text).toContain('Data Engineer');
      expect(mail.text).not.toMatch(/[{}]/);
      if (locale !== 'en') expect(mail.text).not.toContain(template.text.split('\n')[0]!.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => (name === 'jobTitle' ? 'Data Engineer' : 'Nordlys')));
    }
  });
});

describe('the standard rejection templates', () => {
  it('are the same words in the English catalog as in the portal (libs/contracts), placeholders aside', () => {
    for (const template of rejectionTemplates) {
      expect(en[`rejection.template.${template.id}` as keyof typeof en]).toBe(template.text.replace(/\{\{(\w+)\}\}/g, '{$1}'));
    }
  });

  it('are recognised when sent unchanged (line endings and trailing spaces aside), blank being the standard one; edited words are not', () => {
    const filled = rejectionTemplates.find((template) => template.id === 'filled')!.text;
    expect(standardRejectionTemplate(undefined)).toBe('standard');
    expect(standardRejectionTemplate('  ')).toBe('standard');
    expect(standardRejectionTemplate(filled.replace(/\n/g, ' \r\n'))).toBe('filled');
    expect(standardRejectionTemplate(`${filled} Good luck!`)).toBeNull();
  });
});
