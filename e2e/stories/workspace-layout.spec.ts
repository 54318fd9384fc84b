import { expect, type Page, test } from '@playwright/test';
import { logInAndWait, openLogIn } from '../support/auth';
import { demoPassword } from '../support/mailbox';

// The demo accounts of the seed (api/src/seed/demo.ts): each manages one profile.
const startup = {
  email: 'company@nordhub.test',
  home: '/client/startups/nordlys',
  label: 'Startup',
  // Each section of the sidebar and the heading of the page it opens.
  sections: [
    ['Dashboard', 'Nordlys'],
    ['Jobs', 'Jobs'],
    ['Applicants', 'All applicants'],
    ['Edit profile', 'Edit startup profile'],
    ['Settings', 'Startup settings'],
    ['Users', 'Startup users'],
    ['Blog', 'Startup blog'],
    ['Deals', 'Deals'],
    ['Headhunter orders', 'Headhunter orders'],
    ['Funding', 'Funding'],
    ['White-label feeds', 'White-label feeds'],
  ],
} as const;
const investor = {
  email: 'investor@nordhub.test',
  home: '/client/investors/fjordvik-ventures',
  label: 'Investor',
  sections: [
    ['Dashboard', 'Fjordvik Ventures'],
    ['Edit profile', 'Edit investor profile'],
    ['Settings', 'Investor settings'],
    ['Portfolio', 'Portfolio'],
    ['Users', 'Investor users'],
  ],
} as const;
const applicant = {
  email: 'applicant@nordhub.test',
  home: '/client/applicant',
  label: 'Applicant',
  sections: [
    ['Profile', 'Applicant profile'],
    ['Quick apply', 'Quick apply settings'],
    ['Followed startups', 'Followed startups'],
    ['My applications', 'My applications'],
  ],
} as const;
type Portal = typeof startup | typeof investor | typeof applicant;

const phone = { width: 375, height: 812 };
const laptop = { width: 1280, height: 800 };

/** Logs in from the home page's header (on a laptop: a phone's header hides Log in behind its Menu), then opens the portal at `size`. */
async function logInTo(page: Page, portal: Portal, size = laptop) {
  await page.setViewportSize(laptop);
  await page.goto('/');
  await openLogIn(page);
  await logInAndWait(page, portal.email, demoPassword);
  await page.setViewportSize(size);
  await page.goto(portal.home);
}

// A section's link: its label, then perhaps a count (Jobs 4, Applicants 33).
const sectionLink = (label: string) => new RegExp(`^${label.replace(/[-]/g, '\\$&')}( \\d+)?$`);

test.describe('The client portal on a laptop', () => {
  test.use({ viewport: laptop });

  for (const portal of [startup, investor, applicant]) {
    test(`the ${portal.label.toLowerCase()} sidebar reaches every section, and the header keeps only the brand and the account menu`, async ({ page }) => {
      await logInTo(page, portal);
      const sidebar = page.getByRole('navigation', { name: portal.label, exact: true });
      for (const [label, heading] of portal.sections) {
        const link = sidebar.getByRole('link', { name: sectionLink(label) });
        await link.click();
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        await expect(link).toHaveAttribute('aria-current', 'page');
      }
      // The marketplace menu stays on the public pages; here the sidebar navigates.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
      // The profile switcher holds this profile, marked.
      await expect(page.getByRole('navigation', { name: /profile/i }).locator('a[aria-current="true"]')).toBeVisible();
    });
  }

  test('headings and content share one left edge, and a form sits in a centred column', async ({ page }) => {
    await logInTo(page, startup);
    const sidebar = page.getByRole('navigation', { name: 'Startup', exact: true });
    await sidebar.getByRole('link', { name: sectionLink('Jobs') }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Jobs', exact: true });
    await expect(heading).toBeVisible();
    const firstGroup = page.getByRole('main').getByRole('region').first();
    await expect(firstGroup).toBeVisible();
    expect(Math.round((await firstGroup.boundingBox())?.x ?? -1)).toBe(Math.round((await heading.boundingBox())?.x ?? -2));

    await page.getByRole('link', { name: 'Post a job' }).first().click();
    const formHeading = page.getByRole('heading', { level: 1, name: 'Post a job' });
    await expect(formHeading).toBeVisible();
    const form = page.getByRole('main').locator('form').first();
    const formBox = await form.boundingBox();
    const headingBox = await formHeading.boundingBox();
    const asideBox = await page.getByRole('complementary', { name: 'Startup menu' }).boundingBox();
    if (!formBox || !headingBox || !asideBox) throw new Error('the page is not laid out');
    expect(Math.round(formBox.x)).toBe(Math.round(headingBox.x));
    // Centred between the sidebar and the window's edge: the space on each side differs by little.
    const left = formBox.x - (asideBox.x + asideBox.width);
    const right = 1280 - (formBox.x + formBox.width);
    expect(Math.abs(left - right)).toBeLessThan(40);

    // The public pages keep their full header.
    await page.getByRole('banner').getByRole('link', { name: 'Nordhub' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find jobs' })).toBeVisible();
  });
});

test.describe('The client portal on a phone', () => {
  test.use({ viewport: phone });

  for (const portal of [startup, investor, applicant]) {
    test(`the ${portal.label.toLowerCase()} Menu opens a drawer that reaches every section`, async ({ page }) => {
      await logInTo(page, portal, phone);
      const menu = page.getByRole('button', { name: /^Menu/ });
      for (const [label, heading] of portal.sections) {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        const drawer = page.getByRole('dialog', { name: `${portal.label} menu` });
        await drawer.getByRole('navigation', { name: portal.label, exact: true }).getByRole('link', { name: sectionLink(label) }).click();
        await expect(drawer).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        // The button names where one is.
        await expect(menu).toContainText(label);
      }
      // Nothing runs off the screen sideways, and no public menu inside the portal.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
    });
  }

  test('the drawer takes focus, closes with Escape and gives focus back to the Menu button', async ({ page }) => {
    await logInTo(page, startup, phone);
    const menu = page.getByRole('button', { name: /^Menu/ });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Startup menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
