import { expect, test } from '@playwright/test';
import { authDialog, openLogIn, openProfileMenu, submitLogIn } from '../support/auth';
import { demoPassword } from '../support/mailbox';

test.describe('One person, several profiles', () => {
  test('a user with a company, an investor and an applicant profile switches between them and the navigation follows', async ({ page }) => {
    await page.goto('/');
    await openLogIn(page);
    await submitLogIn(page, 'multi@nordhub.test', demoPassword);

    // Several profiles and none chosen yet: the switch-profile modal asks which one.
    const chooser = page.getByRole('dialog', { name: 'Choose profile' });
    await expect(chooser).toBeVisible();
    await chooser.getByRole('button', { name: /^Havbrise, / }).click();
    await expect(chooser).toBeHidden();
    // Its workspace: the sidebar holds the startup's sections; the header only the brand and the account menu.
    await expect(page.getByRole('navigation', { name: 'Startup', exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(0);
    // The public pages' header follows the profile.
    const home = page.getByRole('banner').getByRole('link', { name: 'Nordhub' });
    await home.click();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Followed startups' })).toHaveCount(0);

    let menu = await openProfileMenu(page, /Havbrise/);
    await expect(menu.getByRole('menuitem', { name: 'Edit startup profile' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Switch profile' }).click();
    await page.getByRole('dialog', { name: 'Choose profile' }).getByRole('button', { name: /Job seeker/ }).click();
    await expect(page.getByRole('navigation', { name: 'Applicant', exact: true })).toBeVisible();
    await home.click();
    await expect(nav.getByRole('link', { name: 'Followed startups' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My applications' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveCount(0);

    menu = await openProfileMenu(page, /Freja Nielsen/);
    await expect(menu.getByRole('menuitem', { name: 'Quick apply' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Switch profile' }).click();
    await page.getByRole('dialog', { name: 'Choose profile' }).getByRole('button', { name: /Investor/ }).click();
    await expect(page.getByRole('navigation', { name: 'Investor', exact: true })).toBeVisible();
    await home.click();
    await expect(nav.getByRole('link', { name: 'Followed startups' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My applications' })).toHaveCount(0);
    menu = await openProfileMenu(page, /Freja Nielsen/);
    await expect(menu.getByRole('menuitem', { name: 'Investor settings' })).toBeVisible();

    // The choice survives a reload (it is kept in the user.profile cookie).
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Followed startups' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My applications' })).toHaveCount(0);
  });
});

test.describe('Pages behind a guard', () => {
  test('a guest opening a startup portal page is asked to log in and then lands on that page', async ({ page }) => {
    await page.goto('/client/startups/nordlys/jobs');
    await expect(page).toHaveURL(/\/\?to=%2Fclient%2Fstartups%2Fnordlys%2Fjobs$/);
    // The `to` query opens the log-in step by itself.
    await expect(authDialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
    await submitLogIn(page, 'company@nordhub.test', demoPassword);
    await expect(page).toHaveURL(/\/client\/startups\/nordlys\/jobs$/);
  });

  test('a signed-in person who does not manage the startup is sent to /client/', async ({ page }) => {
    await page.goto('/');
    await openLogIn(page);
    await submitLogIn(page, 'applicant@nordhub.test', demoPassword);
    await expect(authDialog(page)).toBeHidden();
    await page.goto('/client/startups/nordlys');
    await expect(page).toHaveURL(/\/client\/?$/);
    // The API refuses the startup's portal data to them as well.
    expect((await page.request.get('/api/companies/nordlys/hidden')).status()).toBe(403);
  });

  test('only a relative path on this site is accepted as the place to go after logging in', async ({ page }) => {
    await page.goto('/?to=https%3A%2F%2Fevil.example%2Fphish');
    await submitLogIn(page, 'applicant@nordhub.test', demoPassword);
    await expect(authDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\//);
    expect(new URL(page.url()).pathname).not.toContain('evil');
  });
});
