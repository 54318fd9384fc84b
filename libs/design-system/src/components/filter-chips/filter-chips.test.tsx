import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { FilterChips } from './filter-chips';

describe('FilterChips', () => {
  const filters = [
    { key: 'country', label: 'Denmark' },
    { key: 'search', label: '“designer”' },
  ];

  it('removes the one filter whose chip is pressed, or all of them', async () => {
    const onRemove = jest.fn();
    const onClearAll = jest.fn();
    const { user } = renderWithTheme(<FilterChips filters={filters} onRemove={onRemove} onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Denmark, remove this filter' }));
    expect(onRemove).toHaveBeenCalledWith('country');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when no filter applies', () => {
    renderWithTheme(<FilterChips filters={[]} onRemove={jest.fn()} onClearAll={jest.fn()} />);
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
  });
});
