import { expect, test, type Browser, type Page } from '@playwright/test';
import { matchPath, matchRoutes } from 'react-router-dom';
import { logInAndWait, openLogIn, submitLogIn } from '../support/auth';
import { appRunsDrawnPage } from '../support/first-paint';
import { demoPassword } from '../support/mailbox';

/**
 * Links known to be broken while their fix is under way (route patterns, as the router writes
 * them): the crawl still follows them and only does not fail on them. Empty when none is.
 */
const knownGaps: readonly string[] = [];

/**
 * The route patterns with params of the main host's apps (the route tables in shell/src/paths.ts,
 * mfe-public/src/paths.ts and mfe-client-portal/src/paths.ts), and the fixed pages they would
 * otherwise swallow. A link is checked once per route kind, not once per job, startup or
 * investor. A pattern missing here only makes the crawl slower (its links are checked one by
 * one), never weaker.
 */
const routeKinds = [
  '/jobs/:id', '/jobs/:id/confirm-open', '/jobs/:id/resend-applicants', '/jobs/:id/welcome', '/jobs/location/:country', '/jobs/location/:country/:city',
  '/startups/:id', '/startups/:id/welcome', '/startups/joblistwidget/:id', '/startups/join', '/startups/faq', '/startups/career-page', '/startups/white-label-feed',
  '/funding/:id', '/funding/:id/job-board', '/funding/quiz', '/blog/:key', '/deals/:id', '/tools/:id', '/partners/:partner', '/profile-settings/:settingsKey',
  '/client/invites/:inviteKey', '/client/startups/new', '/client/investors/new',
  '/client/investors/:investor', '/client/investors/:investor/edit', '/client/investors/:investor/profile', '/client/investors/:investor/settings',
  '/client/investors/:investor/startups', '/client/investors/:investor/startups/:id', '/client/investors/:investor/users',
  '/client/startups/:company', '/client/startups/:company/applicants', '/client/startups/:company/blog', '/client/startups/:company/deals',
  '/client/startups/:company/deals/:id', '/client/startups/:company/edit', '/client/startups/:company/funding', '/client/startups/:company/funding/:id',
  '/client/startups/:company/hh-steps', '/client/startups/:company/scout-orders', '/client/startups/:company/headhunter-posted',
  '/client/startups/:company/max-posted', '/client/startups/:company/jobs', '/client/startups/:company/jobs/new', '/client/startups/:company/jobs/:job',
  ...['boost', 'boosted', 'edit', 'headhunter-posted', 'hh-steps', 'max-posted', 'monetise', 'posted'].map((step) => `/client/startups/:company/jobs/:job/${step}`),
  '/client/startups/:company/profile', '/client/startups/:company/settings', '/client/startups/:company/users',
  '/client/startups/:company/white-label-feeds',
].map((path) => ({ path }));

/** The route kind of a path: its route pattern, or the path itself (a fixed page, or a 404). */
const routeKind = (pathname: string) => {
  const matches = matchRoutes(routeKinds, pathname);
  return matches?.[matches.length - 1]?.route.path ?? pathname;
};

/** Same-site links the browser loads as a file or an API answer, not as a page of the app. */
const isAppRoute = (url: URL) => !/^\/(api|dev|remotes)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname);

/** A demo account; `profile`: the one to act as when it has several; `noProfile`: it has none. */
type Account = { label: string; email?: string; profile?: RegExp; noProfile?: boolean; start: string[] };

/**
 * The public pages whose content depends on who looks (buttons and links for a job seeker, a
 * startup or an investor): signed-in accounts visit these and their portal. Every other public
 * kind (about, terms, the product pages...) is the same for all and checked signed out only,
 * which keeps the crawl within its time.
 */
const viewerDependentKinds = new Set(['/', '/jobs/:id', '/startups/:id', '/funding', '/funding/:id', '/pricing', '/scout']);
const isPortalKind = (kind: string) => /^\/(client|settings|profile-settings)(\/|$)/.test(kind);
const everyone = ['/', '/jobs', '/startups', '/funding', '/blog', '/pricing', '/scout', '/deals', '/tools', '/partners'];
const signedIn = ['/', '/funding', '/pricing', '/scout', '/client'];
// Each demo account (README, "Demo hosts and accounts") and the signed-out visitor.
const accounts: Account[] = [
  { label: 'signed out', start: everyone },
  { label: 'job seeker', email: 'applicant@nordhub.test', start: [...signedIn, '/client/applicant'] },
  { label: 'startup manager', email: 'company@nordhub.test', start: [...signedIn, '/client/startups/nordlys'] },
  { label: 'investor manager', email: 'investor@nordhub.test', start: [...signedIn, '/client/investors/fjordvik-ventures'] },
  { label: 'admin', email: 'admin@nordhub.test', noProfile: true, start: signedIn },
  { label: 'several profiles', email: 'multi@nordhub.test', profile: /^Havbrise, /, start: [...signedIn, '/client/startups/havbrise'] },
];

type Problem = { page: string; problem: string };

/**
 * The buttons on the page that do nothing: no accessible name, or nothing wired to them. A
 * button is wired when it submits a form, opens or controls something (aria-haspopup,
 * aria-controls, aria-expanded) or React gave it a handler (its props on the element).
 */
const deadButtons = (page: Page) =>
  page.evaluate(() => {
    const dead: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('button, [role="button"]')) {
      if (button.closest('[hidden], [aria-hidden="true"]') || button.getClientRects().length === 0) continue;
      if (button instanceof HTMLButtonElement && button.disabled) continue;
      const labelledBy = (button.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const name = (button.getAttribute('aria-label') ?? '') + labelledBy + (button.textContent ?? '') + (button.getAttribute('title') ?? '');
      const label = button.outerHTML.slice(0, 120);
      if (!name.trim()) {
        dead.push(`button without a name: ${label}`);
        continue;
      }
      const submits = button instanceof HTMLButtonElement && button.type === 'submit' && button.form !== null;
      const opens = ['aria-haspopup', 'aria-controls', 'aria-expanded'].some((attribute) => button.hasAttribute(attribute));
      const reactProps = Object.entries(button).find(([key]) => key.startsWith('__reactProps$'))?.[1] as Record<string, unknown> | undefined;
      const handled = ['onClick', 'onPointerDown', 'onMouseDown', 'onKeyDown'].some((handler) => typeof reactProps?.[handler] === 'function');
      if (!submits && !opens && !handled) dead.push(`button "${name.trim().slice(0, 40)}" does nothing: ${label}`);
    }
    return dead;
  });

/**
 * The dead buttons that stay so: React hydrates a drawn page's parts one after another (the
 * remote's area after the shell), so a button may get its handler a moment after the app runs.
 */
async function stillDead(page: Page): Promise<string[]> {
  let dead = await deadButtons(page);
  for (let tries = 0; dead.length > 0 && tries < 10; tries += 1) {
    await page.waitForTimeout(300);
    dead = await deadButtons(page);
  }
  return dead;
}

/** Opens `path` inside the running app (a client-side navigation) and waits for its heading. */
async function openInApp(page: Page, path: string, first: boolean) {
  if (first) {
    await page.goto(path);
    // Buttons drawn by the server get their handlers once the app takes the page over.
    await appRunsDrawnPage(page);
  } else {
    await page.evaluate(() => document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-crawl-left', '')));
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  // A new page has drawn its own heading (the one left behind is marked).
  await page.waitForFunction(() => [...document.querySelectorAll('h1')].some((heading) => !heading.hasAttribute('data-crawl-left') && heading.textContent?.trim()), null, { timeout: 15_000 });
}

/** The same-site links of the page, as absolute URLs without their fragment. */
const linksOn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => link.href)
      .filter((href) => href.startsWith('http'))
      .map((href) => href.split('#')[0] ?? href),
  );

async function crawlAs(browser: Browser, account: Account): Promise<{ problems: Problem[]; kinds: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const problems: Problem[] = [];
  const seenKinds = new Set<string>();
  const checkedOther = new Set<string>();
  const queue: Array<{ path: string; from: string }> = account.start.map((path) => ({ path, from: '(start)' }));

  if (account.email) {
    await page.goto('/');
    await openLogIn(page);
    if (account.profile) {
      await submitLogIn(page, account.email, demoPassword);
      await page.getByRole('dialog', { name: 'Choose profile' }).getByRole('button', { name: account.profile }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else if (account.noProfile) {
      await submitLogIn(page, account.email, demoPassword);
      await page.getByRole('dialog', { name: 'Let us know who you are' }).getByRole('button', { name: 'Not now' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else {
      await logInAndWait(page, account.email, demoPassword);
    }
  }

  if (account.email) {
    // The account menu's links exist only while it is open.
    await page.getByRole('banner').getByRole('button', { name: /^Account menu/ }).click();
    const menuLinks = await page.getByRole('menu').locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    await page.keyboard.press('Escape');
    queue.push(...menuLinks.map((path) => ({ path, from: '(account menu)' })));
  }

  let first = true;
  while (queue.length > 0) {
    const { path, from } = queue.shift() ?? { path: '/', from: '' };
    const url = new URL(path, origin);
    const kind = routeKind(url.pathname);
    if (seenKinds.has(kind)) continue;
    seenKinds.add(kind);
    const known = knownGaps.some((gap) => matchPath(gap, url.pathname));
    const report = (problem: string) => {
      if (!known) problems.push({ page: `${url.pathname}${url.search} (linked from ${from})`, problem });
    };
    // Drawn by the app, as a click on the link would: an unknown path, job, startup or investor
    // draws "Page not found" (the server's 404 for the last three shows the same page).
    try {
      await openInApp(page, `${url.pathname}${url.search}`, first);
    } catch {
      report('draws no page heading');
      first = true;
      continue;
    }
    first = false;
    // A redirect (a guard, a canonical address) lands on another kind: that one is checked in turn.
    const landed = new URL(page.url());
    if (routeKind(landed.pathname) !== kind) queue.unshift({ path: `${landed.pathname}${landed.search}`, from: url.pathname });
    if ((await page.title()).startsWith('Page not found')) report('draws "Page not found"');
    for (const dead of await stillDead(page)) report(dead);

    for (const href of await linksOn(page)) {
      const link = new URL(href);
      if (link.origin === origin && isAppRoute(link)) {
        const linkKind = routeKind(link.pathname);
        const followed = !account.email || isPortalKind(linkKind) || viewerDependentKinds.has(linkKind);
        if (followed && !seenKinds.has(linkKind)) queue.push({ path: `${link.pathname}${link.search}`, from: url.pathname });
      } else if (link.hostname.endsWith('localhost') && link.port === url.port && !checkedOther.has(link.origin + link.pathname)) {
        // Files, feeds, API answers and the careers and feed hosts: the answer alone. (Another
        // port is another deployment, such as the impact site: not this server's links.)
        checkedOther.add(link.origin + link.pathname);
        // Asked of this server by its own address with the link's Host: Node does not resolve *.localhost.
        const other = await page.request.get(`${origin}${link.pathname}${link.search}`, { headers: { host: link.host } });
        if (other.status() >= 400) problems.push({ page: `${link.href} (linked from ${url.pathname})`, problem: `answers ${other.status()}` });
      }
    }
  }
  await context.close();
  return { problems, kinds: seenKinds.size };
}

test.describe('Every link leads somewhere', () => {
  // Each account walks the site on its own page; the two workers share the accounts.
  test.describe.configure({ mode: 'parallel' });
  for (const account of accounts) {
    test(`${account.label}: every kind of page linked from the site opens, and its buttons do something`, async ({ browser }) => {
      test.setTimeout(120_000);
      const { problems, kinds } = await crawlAs(browser, account);
      expect(kinds).toBeGreaterThan(account.start.length);
      expect(problems).toEqual([]);
    });
  }
});
