import { makeJobListItem } from '@nordhub/api-client/testing';
import { AppProviders, createSessionStore } from '@nordhub/session';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { JobCardList } from './job-card';

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
    expect(new Set(titles)).toEqual(new Set(jobs.slice(0, 8).map((job) => job.id)));
  });

  it('then draws every card, in order', async () => {
    renderWithProviders(<JobCardList jobs={jobs} aria-label="Jobs" />, { route: '/' });
    expect(await screen.findByRole('article', { name: 'Developer 30' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(jobs.map((job) => job.title));
  });
});
