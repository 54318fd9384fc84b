import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Card, ListRow, ListRowLink, Panel } from './card';

describe('Card and Panel', () => {
  it('are an article and a section that keep their accessible names', () => {
    renderWithTheme(
      <>
        <Card aria-label="Frontend developer">Job</Card>
        <Panel aria-label="For startups">Post a job</Panel>
      </>,
    );
    expect(screen.getByRole('article', { name: 'Frontend developer' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'For startups' })).toBeInTheDocument();
  });

  it('render as another element when asked', () => {
    renderWithTheme(
      <>
        <Panel as="div" data-testid="empty">
          No jobs match
        </Panel>
        <ListRow as="li" aria-label="Frontend developer">
          Frontend developer
        </ListRow>
      </>,
    );
    expect(screen.getByTestId('empty').tagName).toBe('DIV');
    expect(screen.getByRole('listitem', { name: 'Frontend developer' })).toBeInTheDocument();
  });
});

describe('Card layouts', () => {
  it('lays a row card out side by side and keeps the layout prop off the element', () => {
    renderWithTheme(
      <Card layout="row" aria-label="Frontend developer">
        Job
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Frontend developer' });
    expect(getComputedStyle(card).display).toBe('flex');
    expect(card).not.toHaveAttribute('layout');
  });

  it('makes a list row a whole-row link without an underline', () => {
    renderWithTheme(
      <ListRowLink href="/jobs/1">
        Frontend developer
      </ListRowLink>,
    );
    expect(getComputedStyle(screen.getByRole('link', { name: 'Frontend developer' })).textDecoration).toBe('none');
  });
});
