import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoStartup, signInContext } from '../support/jobs';

// A visitor on a phone (375 by 812) taps through the main pages, and a startup manager through
// the portal: every control is at least 24 by 24 CSS px (WCAG 2.2 SC 2.5.8), or far enough from
// the others that a 24 px circle around it touches no other target (the SC's spacing exception);
// links inside a paragraph of running text are exempt (the SC's inline exception). Primary buttons
// and the menu button are at least 44 by 44. The funding quiz refuses a blank answer, and the
// dashboard chart's labels stay readable (at least 11 px) on the phone.

test.use({ viewport: { width: 375, height: 812 } });

type Offender = { page: string; element: string; width: number; height: number; rule: string };

/** Every visible control of `scope` (the page, or a dialog) that breaks the target-size rules. */
async function targetOffenders(page: Page, name: string, scope: Locator = page.locator('body')): Promise<Offender[]> {
  const found = await scope.evaluate((root) => {
    const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]';
    type Target = { element: Element; rect: DOMRect; primary: boolean; label: string };
    const isShown = (element: Element, rect: DOMRect) => {
      const style = getComputedStyle(element);
      // Visually hidden elements (a 1 px clip: skip links until focused, screen-reader tables) are not targets.
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"]');
    };
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ');
      const label = element instanceof HTMLInputElement ? (element.labels?.[0]?.innerText ?? element.name) : '';
      return `<${element.tagName.toLowerCase()}> "${(text || label).slice(0, 60)}"`;
    };
    // A link inside a paragraph with other text around it is running text (WCAG's inline exception).
    const isInline = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const paragraph = element.closest('p');
      return paragraph !== null && (paragraph.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const targets: Target[] = [];
    for (const element of root.querySelectorAll(interactive)) {
      let rect = element.getBoundingClientRect();
      // A checkbox or radio is hit through its label too: the target is the larger of the two.
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        for (const label of element.labels ?? []) {
          const labelRect = label.getBoundingClientRect();
          if (labelRect.width * labelRect.height > rect.width * rect.height) rect = labelRect;
        }
        const style = getComputedStyle(element);
        if (rect.width <= 1 && style.opacity === '0') continue;
      }
      if (!isShown(element, rect) || isInline(element)) continue;
      const primary = element.getAttribute('data-variant') === 'primary' || (element.tagName === 'BUTTON' && /^menu$/i.test((element as HTMLElement).innerText.trim()));
      targets.push({ element, rect, primary, label: describe(element) });
    }
    const tolerance = 0.5; // sub-pixel layout
    const small = (target: Target) => target.rect.width + tolerance < 24 || target.rect.height + tolerance < 24;
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    const offenders: { element: string; width: number; height: number; rule: string }[] = [];
    for (const target of targets) {
      const size = { element: target.label, width: Math.round(target.rect.width), height: Math.round(target.rect.height) };
      if (target.primary && (target.rect.width + tolerance < 44 || target.rect.height + tolerance < 44)) {
        offenders.push({ ...size, rule: 'a primary control is at least 44x44' });
        continue;
      }
      if (!small(target)) continue;
      // The spacing exception: a 24 px circle on its centre meets no other target, nor another small one's circle.
      const point = centre(target.rect);
      const crowded = targets.some((other) => {
        if (related(other.element, target.element)) return false;
        if (distanceToRect(point, other.rect) < 12) return true;
        return small(other) && Math.hypot(centre(other.rect).x - point.x, centre(other.rect).y - point.y) < 24;
      });
      if (crowded) offenders.push({ ...size, rule: 'under 24x24 and closer than 24 px to another target' });
    }
    return offenders;
  });
  return found.map((offender) => ({ page: name, ...offender }));
}

const report = (offenders: Offender[]) => offenders.map((o) => `${o.page}: ${o.element} ${o.width}x${o.height} (${o.rule})`).join('\n');

async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Data-driven parts (lists, counts) have drawn once the page has no requests left.
  await page.waitForLoadState('networkidle');
}

test('a visitor on a phone can hit every control of the main pages', async ({ page }) => {
  const offenders: Offender[] = [];

  await settled(page, '/');
  offenders.push(...(await targetOffenders(page, 'home')));
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  offenders.push(...(await targetOffenders(page, 'home, menu open')));
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  offenders.push(...(await targetOffenders(page, 'sign-in dialog', dialog)));
  await page.keyboard.press('Escape');

  for (const [name, path] of [
    ['job search', '/jobs'],
    ['startups', '/startups'],
    ['pricing', '/pricing'],
    ['funding quiz', '/funding/quiz'],
  ] as const) {
    await settled(page, path);
    offenders.push(...(await targetOffenders(page, name)));
  }

  // A startup's page, and one of its jobs (its view then shows on the startup's dashboard).
  await settled(page, `/startups/${demoStartup.companyKey}`);
  offenders.push(...(await targetOffenders(page, 'startup page')));
  await settled(page, '/jobs');
  await page.getByRole('region', { name: 'All jobs' }).getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  offenders.push(...(await targetOffenders(page, 'job page')));

  expect(offenders, `Targets too small on a phone:\n${report(offenders)}`).toEqual([]);
});

test('the funding quiz on a phone refuses a blank answer and says which question needs one', async ({ page }) => {
  await settled(page, '/funding/quiz');
  await page.getByRole('button', { name: 'See my investors' }).click();
  const stage = page.getByLabel('What stage is your startup at?');
  await expect(stage).toHaveAttribute('aria-invalid', 'true');
  await expect(stage).toBeFocused();
  await expect(page.getByText('Please answer “What stage is your startup at?”')).toBeVisible();
  await expect(page).toHaveURL(/\/funding\/quiz$/);
});

test('a startup manager on a phone reads the dashboard chart and hits every portal control', async ({ context, page }) => {
  await signInContext(context, demoStartup.managerEmail);
  // Someone opens one of the startup's live jobs today, so the dashboard has a line to draw.
  await settled(page, `/startups/${demoStartup.companyKey}`);
  const jobLink = page.locator('main a[href*="/jobs/"]').first();
  await jobLink.click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await page.waitForLoadState('networkidle');

  const offenders: Offender[] = [];
  await settled(page, `/client/startups/${demoStartup.companyKey}`);
  const chart = page.getByRole('figure', { name: /Job views and applicants/ });
  await expect(chart.getByRole('img')).toBeVisible();
  // The size a reader sees: the font size times the SVG's scale on the screen.
  const labelSizes = await chart.locator('svg[role="img"] text').evaluateAll((texts) =>
    texts.map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * ((text as SVGTextElement).getScreenCTM()?.a ?? 0)),
  );
  expect(labelSizes.length).toBeGreaterThan(0);
  expect(Math.min(...labelSizes)).toBeGreaterThanOrEqual(11);
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('table')).toBeVisible();
  offenders.push(...(await targetOffenders(page, 'portal dashboard')));

  await settled(page, `/client/startups/${demoStartup.companyKey}/jobs`);
  offenders.push(...(await targetOffenders(page, 'portal job list')));
  expect(offenders, `Targets too small on a phone:\n${report(offenders)}`).toEqual([]);
});
