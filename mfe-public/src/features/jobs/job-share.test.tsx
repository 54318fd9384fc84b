import { makeJobDetail, setUpTestApi } from '@nordhub/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderJobsAt } from './jobs-test-setup';

const server = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });
const jobUrl = 'http://localhost/jobs/abc';

function serveJob(job = makeJobDetail({ id: 'abc' })) {
  server.serve({
    'GET /api/jobs/single/abc': ok(job),
    'GET /api/v2/jobs/abc/related': ok([]),
    'POST /api/jobs/abc/view': ok({ views: 1, counted: true }),
  });
}

/** The share section, once the page has also settled its other reads (similar jobs). */
async function shareSection() {
  const section = await screen.findByRole('region', { name: 'Share this job' });
  await waitFor(() => expect(screen.queryByText('Loading similar jobs…')).not.toBeInTheDocument());
  return section;
}

afterEach(() => {
  // navigator.share is set only by the test that needs it.
  delete (navigator as { share?: unknown }).share;
});

describe('Share this job (job page)', () => {
  it('links to LinkedIn, X, Facebook and e-mail with the absolute job URL, in new tabs without referrer', async () => {
    serveJob();
    renderJobsAt('/jobs/abc');
    const section = await shareSection();
    const encoded = encodeURIComponent(jobUrl);
    const linkedIn = within(section).getByRole('link', { name: 'Share on LinkedIn' });
    expect(linkedIn).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(within(section).getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent('Backend developer at Nordlys')}`,
    );
    expect(within(section).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    const email = within(section).getByRole('link', { name: 'Share by e-mail' });
    expect(new URL(email.getAttribute('href') ?? '').searchParams.get('body')).toBe(`Backend developer at Nordlys\n\n${jobUrl}`);
    for (const link of within(section).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    // No Web Share API in this browser: no button for it.
    expect(within(section).queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
  });

  it("shows the job's share image, else the company logo", async () => {
    serveJob(makeJobDetail({ id: 'abc', share: { image: { path: 'jobs/abc/share.png' } } }));
    const first = renderJobsAt('/jobs/abc');
    expect(within(await shareSection()).getByRole('img', { name: 'Preview image of Backend developer at Nordlys' })).toHaveAttribute(
      'src',
      '/api/files/jobs/abc/share.png',
    );
    first.unmount();

    serveJob(makeJobDetail({ id: 'abc', share: { image: null } }));
    renderJobsAt('/jobs/abc');
    expect(within(await shareSection()).getByRole('img', { name: /^Preview image/ })).toHaveAttribute('src', '/api/files/logos/nordlys.png');
  });

  it('copies the link and says so in a live region', async () => {
    serveJob();
    const { user } = renderJobsAt('/jobs/abc');
    const section = await shareSection();
    const status = within(section).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await within(section).findByText('Link copied')).toBe(status);
    expect(status).toHaveAttribute('aria-live', 'polite');
    // user-event's clipboard stands in for the browser's.
    await expect(navigator.clipboard.readText()).resolves.toBe(jobUrl);
  });

  it('offers the device share sheet where the browser has navigator.share', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    serveJob();
    const { user } = renderJobsAt('/jobs/abc');
    await user.click(within(await shareSection()).getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Backend developer at Nordlys', url: jobUrl });
  });

  it('is not offered for a closed job', async () => {
    serveJob(makeJobDetail({ id: 'abc', status: 'EXPIRED' }));
    renderJobsAt('/jobs/abc');
    expect(await screen.findByText('This job is closed and no longer takes applications.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share this job' })).not.toBeInTheDocument();
  });
});
