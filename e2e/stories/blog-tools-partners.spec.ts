import { expect, test } from '@playwright/test';

test.describe('Blog, tools and partners', () => {
  test('a visitor reads a blog post, finds a hiring tool by category, and visits a partner page', async ({ page }) => {
    // From the footer to the blog: post cards with a cover, title, intro, author and date, newest first.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const posts = page.getByRole('list', { name: 'Posts' });
    const card = posts.getByRole('article', { name: 'How to land a job at a Nordic startup' });
    await expect(card).toContainText('our editors share what we have learned');
    await expect(card.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/images\/listing\//);
    // The draft post is not listed; the seed has more posts than one page holds.
    await expect(posts.getByRole('article', { name: 'Interview tips from Nordic CTOs' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Older posts' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Newer posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    // They open the post and read it: its paragraphs, heading and list are text, in the page.
    await page.getByRole('link', { name: 'How to land a job at a Nordic startup' }).click();
    await expect(page).toHaveURL(/\/blog\/how-to-land-a-job-at-a-nordic-startup$/);
    const post = page.getByRole('article', { name: 'How to land a job at a Nordic startup' });
    await expect(post.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(post.getByText('The Nordic startup scene keeps growing, and so does the demand for talent.', { exact: false })).toBeVisible();
    await expect(post.getByRole('heading', { name: 'What we learned' })).toBeVisible();
    await expect(post.getByRole('listitem').first()).toHaveText('Startups value initiative and ownership over titles.');
    await expect(page).toHaveTitle(/How to land a job at a Nordic startup/);

    // A draft's address is a page that does not exist.
    await page.goto('/blog/interview-tips-from-nordic-ctos');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    // Tools: grouped by category; the visitor keeps the hiring tools and opens one.
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools for startups' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Finance & accounting' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Hiring & HR' });
    await expect(page).toHaveURL(/\/tools\?category=hiring$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Finance & accounting' })).toHaveCount(0);
    const hiring = page.getByRole('list', { name: 'Hiring & HR' });
    await expect(hiring.getByRole('article')).toHaveCount(3);
    await hiring.getByRole('link', { name: 'Onboardly' }).click();
    await expect(page).toHaveURL(/\/tools\/onboardly$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Onboardly' })).toBeVisible();
    await expect(page.getByText('Checklists that make day one great.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo of Onboardly' })).toBeVisible();
    const website = page.getByRole('link', { name: 'Visit the Onboardly website (opens in a new tab)' });
    await expect(website).toHaveAttribute('href', 'https://www.onboardly.example/');
    await expect(website).toHaveAttribute('rel', /noopener/);

    // Partners: the page's text and the partners by category, each with a landing page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partners', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await expect(page.getByText(/Nordhub works with accelerators, communities, universities/)).toBeVisible();
    const accelerators = page.getByRole('region', { name: 'Accelerators & incubators' });
    await expect(accelerators.getByRole('link', { name: 'Fjord Accelerator website (opens in a new tab)' })).toHaveAttribute('href', 'https://www.fjord-accelerator.example/');
    await accelerators.getByRole('link', { name: 'Fjord Accelerator', exact: true }).click();
    await expect(page).toHaveURL(/\/partners\/fjord-accelerator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fjord Accelerator' })).toBeVisible();
    await expect(page.getByText('Fjord Accelerator works with Nordhub to connect talent with Nordic startups.')).toBeVisible();

    // Its call to action leads to the jobs.
    await page.getByRole('link', { name: 'Browse jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
  });
});
