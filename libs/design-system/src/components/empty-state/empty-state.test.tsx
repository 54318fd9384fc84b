import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('names what is missing as a heading and says what to do next', () => {
    renderWithTheme(<EmptyState title="No jobs match these filters">Try removing a filter or widening the location.</EmptyState>);
    expect(screen.getByRole('heading', { level: 2, name: 'No jobs match these filters' })).toBeInTheDocument();
    expect(screen.getByText('Try removing a filter or widening the location.')).toBeInTheDocument();
  });

  it('offers the next step as a control', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <EmptyState title="No jobs yet" headingLevel={3} action={<Button onClick={onClick}>Post a job</Button>}>
        Post your first job to start receiving applicants.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No jobs yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post a job' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
