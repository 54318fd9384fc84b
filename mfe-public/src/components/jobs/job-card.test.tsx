import { makeJobListItem } from '@nordhub/api-client/testing';
import { AppProviders, createSessionStore } from '@nordhub/session';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CARDS_PER_STEP, FIRST_DRAWN_CARDS, FIRST_SCREEN_CARDS, JobCardList, MAX_TRUST_MARKS, trustMarks } from './job-card';

const jobs = Array.from({ length: 30 }, (_, index) => makeJobListItem({ id: `job-${index + 1}`, title: `Developer ${index + 1}` }));

describe('JobCardList', () => {
  it("draws a first screen's cards in its first render (a long list's first paint), not the whole list", () => {
    const html = renderToString(
      <AppProviders queryClient={createTestQueryClient()} store={createSessionStore({})}>
        <MemoryRouter>
          <JobCardList jobs={jobs} />
        </MemoryRouter>
      </AppProviders>,
    );
    const titles = [...html.matchAll(/<a [^>]*href="\/jobs\/(job-\d+)"/g)].map((match) => match[1]);
    expect(new Set(titles)).toEqual(new Set(jobs.slice(0, FIRST_DRAWN_CARDS).map((job) => job.id)));
    // The cards to come keep their place (so nothing below the list moves as they are drawn), unseen by assistive technology.
    expect(html.match(/<li [^>]*aria-hidden="true"[^>]*><\/li>/g)).toHaveLength(jobs.length - FIRST_DRAWN_CARDS);
  });

  it("lays out a first screen's cards at once (no shift from estimated heights), the rest when scrolled to", () => {
    renderWithProviders(<JobCardList jobs={jobs.slice(0, 6)} aria-label="Jobs" />, { route: '/' });
    const items = [...screen.getByRole('list', { name: 'Jobs' }).querySelectorAll(':scope > li')];
    expect(items.map((item) => item.hasAttribute('data-first-screen'))).toEqual(Array.from({ length: 6 }, (_, index) => index < FIRST_SCREEN_CARDS));
  });

  it('then draws every card, in order', async () => {
    renderWithProviders(<JobCardList jobs={jobs} aria-label="Jobs" />, { route: '/' });
    expect(await screen.findByRole('article', { name: 'Developer 30' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(jobs.map((job) => job.title));
  });

  it('adds the rest a few cards per commit, so that no step of it is one long task', async () => {
    // The cards in the page after each commit of the list (React's Profiler reports every commit).
    const counts: number[] = [];
    const places: number[] = [];
    const countCards = () => {
      counts.push(document.querySelectorAll('article').length);
      places.push(document.querySelectorAll('ul[aria-label="Jobs"] > li').length);
    };
    renderWithProviders(
      <Profiler id="cards" onRender={countCards}>
        <JobCardList jobs={jobs} aria-label="Jobs" />
      </Profiler>,
      { route: '/' },
    );
    expect(await screen.findByRole('article', { name: 'Developer 30' })).toBeInTheDocument();
    expect(counts[0]).toBe(FIRST_DRAWN_CARDS);
    const added = counts.slice(1).map((count, index) => count - (counts[index] ?? 0));
    expect(added.filter((count) => count > 0).length).toBeGreaterThan(1);
    expect(Math.max(...added)).toBeLessThanOrEqual(CARDS_PER_STEP);
    expect(counts.at(-1)).toBe(jobs.length);
    // Every commit holds a place for every job: a card, or the placeholder of one to come.
    expect(new Set(places)).toEqual(new Set([jobs.length]));
    expect(screen.getByRole('list', { name: 'Jobs' }).querySelectorAll(':scope > li[aria-hidden="true"]')).toHaveLength(0);
  });
});

describe('A job card', () => {
  const now = new Date('2026-03-03T12:00:00.000Z');

  it("shows the startup's logo, else its initials", () => {
    const withLogo = makeJobListItem({ id: 'job-1', title: 'With logo' });
    const without = makeJobListItem({ id: 'job-2', title: 'Without logo', company: { id: 'c-2', key: 'havbrise', name: 'Havbrise Labs', logoImage: null } });
    renderWithProviders(<JobCardList jobs={[withLogo, without]} />, { route: '/' });
    const first = screen.getByRole('article', { name: 'With logo' });
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/images/thumbnail/logos/nordlys.png');
    const second = screen.getByRole('article', { name: 'Without logo' });
    expect(second.querySelector('img')).toBeNull();
    expect(second.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'HL');
  });

  it('shows title, startup, place and Remote, the pay chip and at most two trust marks, nothing of the job page', () => {
    const job = makeJobListItem({
      isRemote: true,
      visaSponsorship: true,
      relocationSupport: true,
      confirmedOpenAt: new Date().toISOString(),
    });
    expect(trustMarks({ ...job, confirmedOpenAt: '2026-03-01T12:00:00.000Z' }, now)).toEqual([{ text: 'Confirmed open 2 days ago', tone: 'neutral' }]);
    expect(trustMarks(job, now).length).toBeLessThanOrEqual(MAX_TRUST_MARKS);
    // A startup that answers says how soon, as the second mark.
    expect(trustMarks({ ...job, confirmedOpenAt: '2026-03-01T12:00:00.000Z', answersWithinDays: 3 }, now)).toEqual([
      { text: 'Confirmed open 2 days ago', tone: 'neutral' },
      { text: 'Answers within 3 days', tone: 'success' },
    ]);
    renderWithProviders(<JobCardList jobs={[job]} featured />, { route: '/' });
    const card = screen.getByRole('article', { name: 'Backend developer' });
    expect(within(card).getByRole('link', { name: 'Backend developer' })).toHaveAttribute('href', '/jobs/job-1');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByText('Nordlys')).toBeInTheDocument();
    expect(within(card).getByText('Copenhagen')).toBeInTheDocument();
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('45,000–60,000 DKK a month')).toBeInTheDocument();
    expect(within(card).getByText('Pay range in the ad')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed open today')).toBeInTheDocument();
    // Working conditions, category, deadline and the converted pay are the job page's.
    expect(card).not.toHaveTextContent(/Visa sponsorship|Relocation support|English is fine|Deadline|rates of/);
    expect(within(card).getByRole('button', { name: 'Save Backend developer' })).toHaveAttribute('aria-pressed', 'false');
  });
});
