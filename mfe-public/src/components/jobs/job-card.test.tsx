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
  });

  it('then draws every card, in order', async () => {
    renderWithProviders(<JobCardList jobs={jobs} aria-label="Jobs" />, { route: '/' });
    expect(await screen.findByRole('article', { name: 'Developer 30' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(jobs.map((job) => job.title));
  });

  it('adds the rest a few cards per commit, so that no step of it is one long task', async () => {
    // The cards in the page after each commit of the list (React's Profiler reports every commit).
    const counts: number[] = [];
    const countCards = () => counts.push(document.querySelectorAll('article').length);
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
  });
});
