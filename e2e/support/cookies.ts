import { type BrowserContext, type Page } from '@playwright/test';
import { e2eBaseUrl } from './environment';

/** Accepts the cookie consent banner, which otherwise covers the foot of the page. */
export async function acceptCookies(page: Page) {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
}

/** Answers the cookie consent before any page loads (the banner's own cookie), on each of `origins`. */
export async function cookiesAlreadyAccepted(context: BrowserContext, origins: string[]) {
  await context.addCookies(origins.map((url) => ({ name: 'cookie-consent', value: 'accepted', url })));
}

/** Sets the visitor's preferred country (the cookie a search for that country leaves), e.g. 'FI'. */
export async function preferCountry(context: BrowserContext, countryCode: string) {
  await context.addCookies([{ name: 'preferred-country-code', value: countryCode, url: e2eBaseUrl }]);
}
