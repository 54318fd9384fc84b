import { expect, test, type Page } from '@playwright/test';
import { logInAndWait, openLogIn } from '../support/auth';
import { demoCareersHost, urlOnHost } from '../support/environment';
import { demoStartup } from '../support/jobs';
import { demoPassword } from '../support/mailbox';

type Violation = { page: string; directive: string; blocked: string };

/**
 * Every page the server sends carries a Content-Security-Policy without 'unsafe-inline' scripts
 * (api/src/plugins/security-headers.ts). The product must still work under it: the shell, its
 * remotes, webpack's chunks and emotion's styles load, and the browser reports no violation.
 */
test.describe('The product runs under its Content-Security-Policy', () => {
  test('home, jobs, a job page, the startup portal after log-in, a careers site and the job-list widget: no violation', async ({ page }) => {
    test.slow();
    const violations: Violation[] = [];
    const cspConsoleErrors: string[] = [];
    // The listener is installed before any page script, in every frame and after every navigation.
    await page.exposeBinding('reportCspViolation', ({ frame }, directive: string, blocked: string) => {
      violations.push({ page: frame.url(), directive, blocked });
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation(directive: string, blocked: string): void }).reportCspViolation(event.effectiveDirective, event.blockedURI);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) cspConsoleErrors.push(message.text());
    });

    /** Opens `url` and checks that its document came with a nonce policy (so the run proves something). */
    const open = async (target: Page, url: string) => {
      const response = await target.goto(url);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    };

    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job at a Nordic startup' })).toBeVisible();

    await open(page, '/jobs');
    const results = page.getByRole('region', { name: 'All jobs' });
    await expect(results.getByRole('article').first()).toBeVisible();
    const title = ((await results.getByRole('article').first().getByRole('heading').textContent()) ?? '').trim();
    const jobHref = await results.getByRole('article').first().getByRole('link', { name: title }).getAttribute('href');

    // A job page as a search engine or a shared link reaches it: server-rendered head, JSON-LD.
    await open(page, jobHref as string);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Log in through the modal, then the startup's portal (the client-portal remote).
    await openLogIn(page);
    await logInAndWait(page, demoStartup.managerEmail, demoPassword);
    await open(page, `/client/startups/${demoStartup.companyKey}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nordlys' })).toBeVisible();

    // The careers site on the startup's own domain (the careers remote) and the widget other sites frame.
    await open(page, urlOnHost(demoCareersHost, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await open(page, `/startups/joblistwidget/${demoStartup.companyKey}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Open jobs at Nordlys' })).toBeVisible();

    expect(violations).toEqual([]);
    expect(cspConsoleErrors).toEqual([]);

    // And the policy bites: a script injected into the page without the nonce is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]?.directive).toBe('script-src-elem');
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});
