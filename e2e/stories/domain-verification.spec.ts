import { expect, test } from '@playwright/test';
import { logInAndWait, openLogIn } from '../support/auth';
import { publishVerificationFile } from '../support/domain-verification';
import { urlOnHost } from '../support/environment';
import { demoPassword } from '../support/mailbox';

/**
 * A startup proves it controls a domain before Nordhub serves anything there (docs/security.md,
 * "Roles, domains and paid periods"). Nordlys's manager creates a white-label feed on a new host:
 * it stays pending, with the instructions, until the file is on the domain and Verify finds it.
 */
test.describe('A startup verifies its domain', () => {
  test('a new feed is pending and not served until the verification file is published and Verify is pressed', async ({ page }) => {
    const host = `proof${Date.now().toString(36)}.feeds.localhost`;
    const name = `Proof Jobs ${host.slice(5, 12)}`;
    await page.goto('/');
    await openLogIn(page);
    await logInAndWait(page, 'company@nordhub.test', demoPassword);
    await page.goto('/client/startups/nordlys/white-label-feeds');
    await page.getByRole('button', { name: 'New feed' }).click();
    const form = page.getByRole('form', { name: 'Create a feed' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Domain').fill(host);
    await form.getByRole('button', { name: 'Create feed' }).click();

    const panel = page.getByRole('group', { name: `Verification of ${host}` });
    await expect(panel.getByText('Pending verification')).toBeVisible();
    await expect(panel.getByLabel('TXT record')).toContainText(`_nordhub-challenge.${host}.`);
    await expect(panel.getByText(`or publish a file at http://${host}/.well-known/nordhub-verification.txt containing:`)).toBeVisible();
    const token = (await panel.getByLabel('File content').textContent())?.trim() ?? '';
    expect(token).toMatch(/^nordhub-verification=[0-9a-f]{32}$/);

    // Not served yet: the host knows no feed.
    const visitor = await page.context().newPage();
    await visitor.goto(urlOnHost(host, '/'));
    await expect(visitor.getByRole('heading', { level: 1, name: `No job feed is set up for ${host}` })).toBeVisible();

    // Verify before the file is there: the server says what it looked for.
    await panel.getByRole('button', { name: `Verify ${host}` }).click();
    await expect(panel.getByText(/We could not verify this domain/)).toBeVisible();

    // The file on the domain's own web server, then Verify: the feed goes live.
    await publishVerificationFile(host, token);
    await panel.getByRole('button', { name: `Verify ${host}` }).click();
    await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
    await visitor.goto(urlOnHost(host, '/'));
    await expect(visitor.getByRole('banner').getByRole('link', { name })).toBeVisible();
    await visitor.close();
  });
});
