import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { appRunsDrawnPage, errorsOf, readsOf } from '../support/first-paint';
import { waitingStartup } from '../support/applicants';
import { demoStartup, postLiveJob, signInContext } from '../support/jobs';

/**
 * On a slow phone the scripts take seconds. The server draws the pages people land on (the home
 * page, the job search, a job's page, the startups and a startup's page, pricing, funding) before
 * any script runs, with the shell's own components; the app then takes over the page it finds
 * (hydration) rather than drawing it again.
 */

/** Keeps the page's first heading as the server drew it, before any of the app's scripts runs. */
async function keepDrawnHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
    });
  });
}

const isDrawnHeading = (page: Page) => page.evaluate(() => (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'));

/**
 * Opens the drawn home page on a slow network: the page's code (mfe-public) arrives a second and a
 * half late, so the visitor reads and uses the page while the app is still taking it over.
 */
async function openHomeWhileItsCodeIsLate(page: Page) {
  await page.route('**/remotes/mfe-public/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-taking-over]')).toBeAttached();
}

test.describe('A first visit drawn by the server', () => {
  test('with no script run at all, the home page, the job search and a job can be read', async ({ browser }) => {
    const title = `Aurora Site Reliability Engineer ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'FI', city: 'Oulu' });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job at a Nordic startup' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jobs in Denmark' })).toBeVisible();

    // The search form as the URL says, with its filters (the page carries the site configuration).
    await page.goto('/jobs?search=engineer&country=DK');
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
    const form = page.getByRole('search', { name: 'Job search' });
    await expect(form.getByRole('combobox', { name: 'Job title, skill or startup' })).toHaveValue('engineer');
    await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('DK');

    // The jobs the search finds, as the API answered the server.
    await page.goto(`/jobs?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Oulu').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' }).first()).toBeVisible();
    await context.close();
  });

  test("with no script run at all, a startup's page, the prices and the investors can be read; an unknown startup is not found", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    // The profile with its open jobs, as the API answered the server.
    await page.goto(`/startups/${demoStartup.companyKey}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nordlys' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow Nordlys' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Open jobs' }).getByRole('article').first()).toBeVisible();

    // The price in the site's currency (no country detected on this network) and every country's.
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page.getByTestId('headline-price')).toHaveText(/\d/);
    await expect(page.getByRole('table', { name: 'Prices in every country' }).getByRole('row')).not.toHaveCount(0);

    await page.goto('/funding');
    await expect(page.getByRole('heading', { level: 1, name: 'Funding' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Investors' }).getByRole('article').first()).toBeVisible();

    // Not found, as the server tells crawlers: its status and the not-found page.
    const missing = await page.goto('/startups/no-such-startup');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('#root[data-first-paint]')).toHaveCount(0);
    await context.close();
  });

  test('the drawn pages arrive with what the API answers their visitor; the app asks the API none of it again', async ({ browser }) => {
    const title = `Aurora Data Engineer ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'FI', city: 'Espoo' });
    const openDrawn = async (page: Page, path: string) => {
      await page.goto(path);
      await appRunsDrawnPage(page);
      await page.waitForLoadState('networkidle');
    };

    // A guest: the search's jobs, the job, the home page's lists, the pay in their currency, the startups.
    const guest = await browser.newContext();
    const page = await guest.newPage();
    const errors = errorsOf(page);
    const reads = readsOf(page);
    await openDrawn(page, `/jobs?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await openDrawn(page, `/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await openDrawn(page, '/');
    await openDrawn(page, '/startups');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse startups' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Follow / }).first()).toBeVisible();
    // A startup's page (its profile, response record and open jobs), the prices, the investors.
    await openDrawn(page, `/startups/${demoStartup.companyKey}`);
    await expect(page.getByRole('group', { name: 'How Nordlys answers applications' })).toBeVisible();
    await openDrawn(page, '/pricing');
    await expect(page.getByTestId('headline-price')).toHaveText(/\d/);
    await openDrawn(page, '/funding');
    await expect(page.getByRole('list', { name: 'Investors' }).getByRole('article').first()).toBeVisible();
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    await guest.close();

    // Signed in: the header knows them from the page itself (what follows from who they are,
    // like their pinned searches, the app asks once it runs).
    const member = await browser.newContext();
    await signInContext(member, demoStartup.managerEmail);
    const memberPage = await member.newPage();
    const memberReads = readsOf(memberPage);
    await openDrawn(memberPage, `/jobs/${job.id}`);
    await expect(memberPage.getByRole('banner').getByRole('button', { name: /^Account menu:/ })).toBeVisible();
    expect(memberReads).not.toContain('/api/session');
    expect(memberReads).not.toContain(`/api/jobs/single/${job.id}`);
    await member.close();
  });

  test("a startup's dashboard is drawn for its manager with what the API answers them, and for nobody else", async ({ browser }) => {
    const dashboardPath = `/client/startups/${demoStartup.companyKey}`;
    const jobsByStatus = (page: Page) => page.getByRole('region', { name: 'Jobs by status' });

    // Its manager, with no script run at all: the dashboard, its counts and the workspace's sections.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await signInContext(noScript, demoStartup.managerEmail);
    const drawn = await noScript.newPage();
    await drawn.goto(dashboardPath);
    await expect(drawn.getByRole('heading', { level: 1, name: 'Nordlys' })).toBeVisible();
    await expect(jobsByStatus(drawn).getByText('Active', { exact: true })).toBeVisible();
    await expect(drawn.getByRole('region', { name: 'Applicants by column' })).toBeVisible();
    await expect(drawn.getByRole('figure', { name: /^Job views and applicants/ })).toBeAttached();
    await expect(drawn.getByRole('banner').getByRole('button', { name: /^Account menu:/ })).toBeVisible();
    await noScript.close();

    // With its scripts: the app takes the page over without an error and asks nothing it was drawn from.
    const manager = await browser.newContext();
    await signInContext(manager, demoStartup.managerEmail);
    const page = await manager.newPage();
    const errors = errorsOf(page);
    const reads = readsOf(page);
    await page.goto(dashboardPath);
    await appRunsDrawnPage(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Nordlys' })).toBeVisible();
    expect(reads).not.toContain('/api/session');
    expect(reads).not.toContain(`/api/companies/${demoStartup.companyKey}/hidden`);
    expect(reads).not.toContain(`/api/companies/${demoStartup.companyKey}/dashboard`);
    expect(errors).toEqual([]);
    // Still the app's page: a section link opens in the app.
    await page.getByRole('link', { name: /^Jobs/ }).first().click();
    await expect(page).toHaveURL(`${dashboardPath}/jobs`);
    await manager.close();

    // The manager of another startup, and a guest, get no dashboard of it drawn.
    const stranger = await browser.newContext({ javaScriptEnabled: false });
    await signInContext(stranger, waitingStartup.managerEmail);
    const guest = await browser.newContext({ javaScriptEnabled: false });
    for (const context of [stranger, guest]) {
      const other = await context.newPage();
      const response = await other.goto(dashboardPath);
      expect(response?.status()).toBe(200);
      await expect(other.locator('#root')).toBeAttached();
      await expect(other.getByRole('heading', { level: 1, name: 'Nordlys' })).toHaveCount(0);
      await expect(jobsByStatus(other)).toHaveCount(0);
      expect(await other.content()).not.toContain('Applicants by column');
      await context.close();
    }
  });

  test("the drawn page's styles come in its head, and the app keeps them as they were", async ({ browser }) => {
    /** How the job search's heading and its first job card look, and where the page's styles are. */
    const looks = (page: Page) =>
      page.evaluate(() => {
        const heading = getComputedStyle(document.querySelector('h1') as Element);
        const card = getComputedStyle(document.querySelector('main article') as Element);
        return {
          heading: [heading.fontSize, heading.fontWeight, heading.color],
          card: [card.borderTopWidth, card.borderRadius, card.backgroundColor, card.display],
          stylesInRoot: document.querySelectorAll('#root style').length,
        };
      });

    // Without any script: every rule is already in <head>, none inside the page.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await noScript.newPage();
    await drawn.goto('/jobs');
    expect(await drawn.locator('head style[data-emotion^="css "]').count()).toBe(1);
    const asDrawn = await looks(drawn);
    expect(asDrawn.stylesInRoot).toBe(0);
    expect(asDrawn.card[3]).toBe('flex');
    await noScript.close();

    // The app takes the page over without moving or redrawing those styles.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto('/jobs');
    await appRunsDrawnPage(page);
    expect(await looks(page)).toEqual(asDrawn);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('every style a drawn page uses comes in its head, so nothing moves when the app takes over', async ({ request }) => {
    const job = await postLiveJob({ title: `Aurora Styles Engineer ${Date.now().toString(36)}`, countryCode: 'FI', city: 'Turku' });
    for (const path of ['/', '/jobs', '/jobs?withSalary=true', `/jobs/${job.id}`, '/startups', `/startups/${demoStartup.companyKey}`, '/pricing', '/funding']) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const [head = '', body = ''] = html.split('</head>');
      // The ids of the rules in the head's emotion elements ('css <id> <id>…').
      const inHead = new Set([...head.matchAll(/<style data-emotion="css ([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')));
      const used = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' ').filter((name) => name.startsWith('css-'))));
      expect(used.size, `${path} is drawn with emotion's classes`).toBeGreaterThan(10);
      expect([...used].filter((name) => !inHead.has(name.slice('css-'.length))), `${path}: classes without their rules`).toEqual([]);
      expect(body, `${path}: no styles inside the page`).not.toContain('<style data-emotion');
    }
  });

  test('a drawn startup page looks as drawn when the app takes it over: its buttons styled from the start, nothing in its first screen moved', async ({ browser }) => {
    /** How big its Follow button is, and where the profile's parts in the first screen start (a long job list below settles its height as it is drawn). */
    const layout = (page: Page) =>
      page.evaluate(() => {
        const box = (element: Element | null) => {
          const { top, height, width } = (element as Element).getBoundingClientRect();
          return [Math.round(top + window.scrollY), Math.round(height), Math.round(width)];
        };
        return {
          follow: box(document.querySelector('main header button')),
          sections: [...document.querySelectorAll('main article > section')]
            .filter((section) => section.getBoundingClientRect().top < window.innerHeight)
            .map((section) => [section.getAttribute('aria-labelledby'), box(section)[0]]),
        };
      });
    const path = `/startups/${demoStartup.companyKey}`;
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await noScript.newPage();
    await drawn.goto(path);
    await drawn.waitForLoadState('networkidle');
    const asDrawn = await layout(drawn);
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(path);
    await appRunsDrawnPage(page);
    await page.waitForLoadState('networkidle');
    const taken = await layout(page);
    // Measured from the profile's own header (a page without scripts may show a notice above it).
    const offset = (taken.follow[0] ?? 0) - (asDrawn.follow[0] ?? 0);
    expect(taken.follow.slice(1)).toEqual(asDrawn.follow.slice(1));
    expect(taken.sections.map(([name, top]) => [name, Number(top) - offset])).toEqual(asDrawn.sections);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the app takes over a drawn job page: the same elements, working buttons, no errors', async ({ page }) => {
    const title = `Aurora Platform Engineer ${Date.now().toString(36)}`;
    const job = await postLiveJob({ title, countryCode: 'FI', city: 'Tampere' });
    const errors = errorsOf(page);
    await keepDrawnHeading(page);

    await page.goto(`/jobs/${job.id}`);
    // The header's Log in is drawn for a guest; the app then runs the page (a click before is held).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await appRunsDrawnPage(page);
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await isDrawnHeading(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a link clicked before the app runs the drawn page is followed once it does, inside the app', async ({ page }) => {
    await openHomeWhileItsCodeIsLate(page);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    // force: Playwright would wait until the page is usable (the hold marks it aria-disabled); a visitor clicks at once.
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Contact' }).click({ force: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    // Held, then followed by the app's router: not a full page load, which would have started over.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator('#root[data-taking-over]')).toHaveCount(0);
  });

  test("a link clicked on the drawn page before the app's code has even arrived is followed once it runs, inside the app", async ({ page }) => {
    // The shell's entry (main.js) arrives only after the click: the visitor clicks a link of a page
    // that no script of the app has touched yet. The page's own first script holds the click.
    let entryArrives: () => void = () => undefined;
    const entryHeldBack = new Promise<void>((resolve) => {
      entryArrives = resolve;
    });
    await page.route('**/main.js', async (route) => {
      await entryHeldBack;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    expect(await page.evaluate(() => ({ holding: (window as { nordhubHeldClicks?: unknown }).nordhubHeldClicks !== undefined, appRuns: document.getElementById('root')?.hasAttribute('data-taking-over') }))).toEqual({
      holding: true,
      appRuns: false,
    });
    // Meanwhile the page reads as not usable yet, marked as ARIA allows (axe finds nothing to fix).
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page, 'the drawn home page before its code arrives');

    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Contact' }).click({ force: true });
    // Held: the drawn page stays, and no load started over.
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job at a Nordic startup' })).toBeVisible();
    entryArrives();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
  });

  test('a visitor who scrolls down the drawn page while the app takes it over stays where they scrolled', async ({ page }) => {
    await openHomeWhileItsCodeIsLate(page);
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Careers' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await expect(page.locator('#root[data-taking-over]')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Careers' })).toBeInViewport();
  });

  test('the app takes over the drawn home page and job search, then their data arrives', async ({ page }) => {
    const errors = errorsOf(page);
    await keepDrawnHeading(page);

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Jobs in Denmark' })).toBeVisible();
    expect(await isDrawnHeading(page)).toBe(true);

    await page.goto('/jobs?search=engineer');
    await expect(page.getByRole('search', { name: 'Job search' }).getByRole('combobox', { name: 'Country' })).toBeVisible();
    await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();
    expect(await isDrawnHeading(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("the browser paints the whole drawn page before the app's code starts", async ({ page }) => {
    // When the shell's entry script goes into the page: was the page parsed down to its footer, and
    // has the browser rendered a frame since? (A <script defer> in the HTML runs in the task that
    // ends the parse, before a frame of what that task parsed.)
    await page.addInitScript(() => {
      const seen = window as { framedWhole?: boolean; entryStart?: { heading: string | null; framedWhole: boolean } };
      new MutationObserver((mutations, observer) => {
        const added = mutations.flatMap((mutation) => [...mutation.addedNodes]);
        if (added.some((node) => node instanceof HTMLElement && node.tagName === 'FOOTER')) requestAnimationFrame(() => (seen.framedWhole = true));
        if (!added.some((node) => node instanceof HTMLScriptElement && /\/main\.js$/.test(node.src))) return;
        seen.entryStart = { heading: document.querySelector('h1')?.textContent ?? null, framedWhole: seen.framedWhole === true };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto('/jobs');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    const entryStart = await page.evaluate(() => (window as { entryStart?: unknown }).entryStart);
    expect(entryStart).toEqual({ heading: 'Find jobs', framedWhole: true });
  });
});
