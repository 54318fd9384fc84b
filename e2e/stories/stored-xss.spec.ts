import { expect, test, type Locator, type Page } from '@playwright/test';
import { xssMarker, xssPayloads, xssText } from '@nordhub/contracts/testing/xss-payloads';
import { signUpThroughModal } from '../support/auth';
import { cookiesAlreadyAccepted } from '../support/cookies';
import { e2eBaseUrl, urlOnHost } from '../support/environment';
import { approveJob, statedPay } from '../support/jobs';
import { uniqueEmail } from '../support/mailbox';
import { publishVerificationFile } from '../support/domain-verification';

/**
 * Stored cross-site scripting (docs/security.md): one person signs up with hostile names, creates
 * a startup, an investor profile, a job, a white-label feed and a careers site whose every text
 * is the corpus (api/src/test/xss-payloads.ts), and applies to the job with a hostile cover
 * letter, all through the real API. The texts come back exactly as given, and every page that
 * shows them renders them as text: no payload sets the marker global, no dialog opens.
 */

// A 1x1 PNG: publishing a startup or an investor needs a logo.
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Elements the corpus makes when it is parsed as HTML: none may exist on a product page. */
const payloadMarkup = '[onerror], [onload], iframe[srcdoc], a[href^="javascript:"], img[src="x"]';

const markerSet = (page: Page) => page.evaluate((marker) => marker in window, xssMarker);

type Method = 'GET' | 'POST' | 'PUT';

/** A call to the API as the page's signed-in user (its cookies, and the CSRF header axios would send). */
async function api<T>(page: Page, method: Method, path: string, data?: unknown, multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>): Promise<T> {
  const token = (await page.context().cookies(e2eBaseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(path, { method, headers: { 'x-xsrf-token': token }, ...(multipart ? { multipart } : data !== undefined ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('Stored cross-site scripting', () => {
  test('the corpus runs where HTML is trusted (the control: the marker and the dialog check can fail)', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.setContent(`<div>${xssPayloads.join('\n')}</div><img src=x onerror="alert(1)">`);
    await expect.poll(() => markerSet(page)).toBe(true);
    await expect.poll(() => dialogs.length).toBeGreaterThan(0);
    await expect(page.locator(payloadMarkup)).not.toHaveCount(0);
  });

  test('every stored text is kept as given and shown inert on every page that shows it', async ({ page, context }) => {
    // A sign-up with its proof of work, many API calls and a dozen pages on three hosts.
    test.slow();
    const tag = `xss${Date.now().toString(36)}`;
    const texts = {
      first: xssText(50, 1, 'Ada'),
      last: xssText(50, 4, 'Lovelace'),
      companyName: xssText(100, 3, tag),
      companyDescription: xssText(10_000, 0, tag),
      teamName: xssText(100, 5),
      teamTitle: xssText(100, 7),
      quote: xssText(500, 2),
      quoteAuthor: xssText(100, 8),
      perk: xssText(100, 10),
      portfolioName: xssText(100, 11),
      portfolioIntro: xssText(1000, 12),
      investorName: xssText(100, 6, tag),
      investorIntro: xssText(5000, 0, tag),
      keyPersonName: xssText(100, 9),
      keyPersonTitle: xssText(100, 13),
      jobTitle: xssText(120, 0, tag),
      jobDescription: xssText(20_000, 0, tag),
      feedName: xssText(100, 14, tag),
      feedDescription: xssText(2000),
      coverLetter: xssText(5000),
      search: xssText(200, 5),
    };
    const companyKey = `${tag}-startup`;
    const careersHost = `careers.${tag}.localhost`;
    const feedHost = `${tag}.feeds.localhost`;

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await cookiesAlreadyAccepted(context, [e2eBaseUrl, urlOnHost(careersHost), urlOnHost(feedHost)]);

    /** The page has shown `shown`, finished loading what it loads, and nothing ran. */
    const expectInert = async (shown: Locator) => {
      await expect(shown).toBeVisible();
      // Images with a broken src fire onerror once their request ends: wait for the network.
      await page.waitForLoadState('networkidle');
      expect(await markerSet(page), `a payload ran on ${page.url()}`).toBe(false);
      // And none became markup (which a Content-Security-Policy might have stopped from running).
      await expect(page.locator(payloadMarkup)).toHaveCount(0);
      expect(dialogs, `a payload opened a dialog on ${page.url()}`).toEqual([]);
    };

    // ---- storing, through the real API as the signed-in user -------------------------------
    await page.goto('/');
    await signUpThroughModal(page, { first: texts.first, last: texts.last, email: uniqueEmail('xss'), password: 'Fjord-2026!' });
    await page.getByRole('dialog', { name: 'Let us know who you are' }).getByRole('button', { name: 'Not now' }).click();

    const logo = await api<{ path: string }>(page, 'POST', '/api/upload/image', undefined, {
      file_upload: { name: 'logo.png', mimeType: 'image/png', buffer: logoPng },
    });
    const logoImage = { path: logo.path };
    await api(page, 'POST', '/api/companies', { name: texts.companyName, key: companyKey, website: 'xss.example' });
    const company = await api<{
      name: string;
      whatWeDo: { description: string };
      team: { name: string; title: string | null }[];
      quote: { text: string; author: string } | null;
      perks: { text: string }[];
      investors: { name: string; basicInfo: { intro: string } }[];
    }>(page, 'PUT', `/api/companies/${companyKey}`, {
      whatWeDo: { description: texts.companyDescription },
      countries: [{ countryCode: 'DK' }],
      logoImage,
      team: [{ name: texts.teamName, title: texts.teamTitle }],
      quote: { text: texts.quote, author: texts.quoteAuthor },
      perks: [{ icon: 'other', text: texts.perk }],
      investors: [{ name: texts.portfolioName, website: 'fund.example', intro: texts.portfolioIntro }],
      careersDomain: careersHost,
      status: 'ACTIVE',
    });
    expect(company).toMatchObject({
      name: texts.companyName,
      whatWeDo: { description: texts.companyDescription },
      team: [{ name: texts.teamName, title: texts.teamTitle }],
      quote: { text: texts.quote, author: texts.quoteAuthor },
      perks: [{ text: texts.perk }],
      investors: [{ name: texts.portfolioName, basicInfo: { intro: texts.portfolioIntro } }],
    });

    const created = await api<{ key: string }>(page, 'POST', '/api/investors', {
      name: texts.investorName,
      type: 'VENTURES',
      website: 'capital.example',
      intro: texts.investorIntro,
      countryCodes: ['DK'],
      logoImage,
      keyPeople: [{ name: texts.keyPersonName, title: texts.keyPersonTitle }],
    });
    const investor = await api<{ name: string; intro: string; keyPeople: { name: string; title: string | null }[] }>(page, 'PUT', `/api/investors/${created.key}`, {
      status: 'ACTIVE',
    });
    expect(investor).toMatchObject({ name: texts.investorName, intro: texts.investorIntro, keyPeople: [{ name: texts.keyPersonName, title: texts.keyPersonTitle }] });

    const draft = await api<{ id: string }>(page, 'POST', `/api/companies/${companyKey}/jobs`, {
      title: texts.jobTitle,
      description: texts.jobDescription,
      category: 'other',
      positionType: 'full-time',
      location: { locality: 'Aarhus', countryCode: 'DK' },
      isRemote: false,
      expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      salary: statedPay,
      receiveApplicants: 'platform',
    });
    await api(page, 'POST', `/api/jobs/${draft.id}/transitions`, { action: 'submit' });
    const job = await approveJob(draft.id);
    const stored = await api<{ title: string; description: string }>(page, 'GET', `/api/jobs/single/${job.id}`);
    expect(stored).toMatchObject({ title: texts.jobTitle, description: texts.jobDescription });

    const feed = await api<{ id: string; name: string; description: string; domainVerification: { recordValue: string } }>(
      page,
      'POST',
      `/api/companies/${companyKey}/white-label-feeds`,
      { name: texts.feedName, description: texts.feedDescription, domain: feedHost, filters: { companyKeys: [companyKey] } },
    );
    expect(feed).toMatchObject({ name: texts.feedName, description: texts.feedDescription });
    // Both domains are served only once proven: the startup publishes the token file on each.
    const settings = await api<{ careersDomainVerification: { recordValue: string } }>(page, 'GET', `/api/companies/${companyKey}/settings`);
    await publishVerificationFile(careersHost, settings.careersDomainVerification.recordValue);
    await api(page, 'POST', `/api/companies/${companyKey}/careers-domain/verify`);
    await publishVerificationFile(feedHost, feed.domainVerification.recordValue);
    await api(page, 'POST', `/api/companies/${companyKey}/white-label-feeds/${feed.id}/verify`);

    const me = await api<{ name: { first: string; last: string } }>(page, 'POST', '/api/applicant');
    expect(me.name).toEqual({ first: texts.first, last: texts.last });
    await api(page, 'POST', `/api/jobs/${job.id}/apply`, { message: texts.coverLetter });

    // ---- every page that shows them ---------------------------------------------------------
    const main = page.getByRole('main');
    const fullName = `${texts.first} ${texts.last}`;

    await page.goto(`/jobs/${job.id}`);
    await expectInert(page.getByRole('heading', { level: 1, name: texts.jobTitle, exact: true }));
    await expect(main).toContainText(xssPayloads[0] ?? '');
    // The header names the signed-in person.
    await expect(page.getByRole('banner').getByRole('button', { name: fullName })).toBeVisible();

    await page.goto(`/jobs?search=${encodeURIComponent(texts.search)}&location=${encodeURIComponent(texts.search.slice(0, 100))}`);
    const searchBox = page.getByRole('combobox', { name: 'Job title, skill or startup' });
    await expectInert(searchBox);
    await expect(searchBox).toHaveValue(texts.search);
    await page.goto(`/jobs?search=${tag}`);
    await expectInert(main.getByRole('link', { name: texts.jobTitle }).first());

    await page.goto(`/startups/${companyKey}`);
    await expectInert(page.getByRole('heading', { level: 1, name: texts.companyName, exact: true }));
    for (const text of [texts.teamName, texts.quote, texts.perk, texts.portfolioName]) await expect(main).toContainText(text);

    await page.goto(`/startups?search=${tag}`);
    await expectInert(main.getByText(texts.companyName).first());

    await page.goto(`/funding?search=${tag}`);
    await expectInert(main.getByText(texts.investorName).first());
    await page.goto(`/funding/${created.key}`);
    await expectInert(page.getByRole('heading', { level: 1, name: texts.investorName, exact: true }));
    await expect(main).toContainText(texts.keyPersonName);

    await page.goto(`/client/startups/${companyKey}/jobs`);
    await expectInert(main.getByText(texts.jobTitle).first());
    await page.goto(`/client/startups/${companyKey}/applicants?job=${job.id}`);
    const card = page.getByRole('article', { name: fullName });
    await expectInert(card);
    await card.getByRole('button', { name: fullName, exact: true }).click();
    await expectInert(page.getByRole('dialog', { name: fullName }).getByText(xssPayloads[1] ?? '', { exact: false }).first());
    await page.keyboard.press('Escape');
    await page.goto('/client/my-jobs');
    await expectInert(main.getByText(texts.jobTitle).first());

    await page.goto(urlOnHost(careersHost));
    await expectInert(main.getByText(texts.jobTitle).first());
    await expect(page.getByText(texts.companyName).first()).toBeVisible();
    await page.goto(urlOnHost(careersHost, `/careers/jobs/${job.id}`));
    await expectInert(page.getByRole('heading', { level: 1, name: texts.jobTitle, exact: true }));

    await page.goto(urlOnHost(feedHost));
    await expectInert(main.getByText(texts.jobTitle).first());
    await expect(page.getByText(texts.feedName).first()).toBeVisible();
    await page.goto(urlOnHost(feedHost, `/whiteLabelFeed/jobs/${job.id}`));
    await expectInert(page.getByRole('heading', { level: 1, name: texts.jobTitle, exact: true }));
  });
});
