import { makeJobListItem } from '@nordhub/api-client/testing';
import { AppProviders, createSessionStore } from '@nordhub/session';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CARDS_PER_STEP, FIRST_DRAWN_CARDS, JobCardList } from './job-card';

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
