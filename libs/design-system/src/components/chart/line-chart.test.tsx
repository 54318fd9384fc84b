import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { NordhubThemeProvider } from '../theme-provider/theme-provider';
import { LineChart, niceMaximum } from './line-chart';

const labels = ['2026-11-21', '2026-11-22', '2026-11-23'];
const empty = { title: 'No views yet', description: 'Views appear here once people open your jobs.' };
const series = [
  { name: 'Views', values: [4, 10, 7] },
  { name: 'Applicants', values: [0, 2, 1], color: 'success' as const },
];

describe('LineChart', () => {
  it('is one picture named by its title and a summary of the totals', () => {
    renderWithTheme(<LineChart title="Views and applicants" labels={labels} series={series} empty={empty} />);
    expect(screen.getByRole('figure', { name: 'Views and applicants' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Views and applicants, 2026-11-21 to 2026-11-23. Views: 21 in total, Applicants: 3 in total.',
    );
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Views', 'Applicants']);
  });

  it('offers every value in a table that screen readers always reach and others can show', async () => {
    const { user } = renderWithTheme(<LineChart title="Views and applicants" labels={labels} series={series} empty={empty} />);
    const table = screen.getByRole('table', { name: 'Views and applicants' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Views', 'Applicants']);
    const secondDay = within(table).getByRole('row', { name: /2026-11-22/ });
    expect(within(secondDay).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10', '2']);

    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws one line per series, told apart by dash pattern as well as colour', () => {
    const { container } = renderWithTheme(<LineChart title="Chart" labels={labels} series={series} empty={empty} />);
    const lines = container.querySelectorAll('svg[role="img"] polyline');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.getAttribute('stroke-dasharray')).toBeNull();
    expect(lines[1]?.getAttribute('stroke-dasharray')).toBe('6 4');
  });

  it('says what will appear, and how, instead of a flat line when every value is zero', () => {
    const zeros = [{ name: 'Views', values: [0, 0, 0] }];
    renderWithTheme(<LineChart title="Profile views" labels={labels} series={zeros} empty={empty} />);
    expect(screen.getByRole('figure', { name: 'Profile views' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No views yet' })).toBeInTheDocument();
    expect(screen.getByText('Views appear here once people open your jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  });

  it('is the empty state when there are no days at all', () => {
    renderWithTheme(<LineChart title="Profile views" labels={[]} series={[{ name: 'Views', values: [] }]} empty={empty} />);
    expect(screen.getByRole('heading', { name: 'No views yet' })).toBeInTheDocument();
  });

  it('draws its labels at the theme size, in a picture as wide as its box (never scaled down)', () => {
    const { container } = renderWithTheme(<LineChart title="Chart" labels={labels} series={series} empty={empty} />);
    const svg = container.querySelector('svg[role="img"]');
    const [, , viewWidth, viewHeight] = (svg?.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(viewHeight).toBe(240);
    expect(viewWidth).toBeGreaterThan(0);
    const sizes = [...container.querySelectorAll('svg[role="img"] text')].map((text) => Number(text.getAttribute('font-size')));
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((size) => size === 12)).toBe(true);
  });

  it("drawn on a server, it is the picture's box and name with every value in its table, its lines left for the browser that knows its width", () => {
    const html = renderToString(
      <NordhubThemeProvider>
        <LineChart title="Views and applicants" labels={labels} series={series} empty={empty} />
      </NordhubThemeProvider>,
    );
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    const svg = drawn.querySelector('svg[role="img"]');
    expect(svg?.getAttribute('aria-label')).toBe('Views and applicants, 2026-11-21 to 2026-11-23. Views: 21 in total, Applicants: 3 in total.');
    expect(svg?.childElementCount).toBe(0);
    expect(drawn.querySelectorAll('tbody tr')).toHaveLength(3);
  });

  it('shows whole-number ticks only', () => {
    const { container } = renderWithTheme(<LineChart title="Chart" labels={labels} series={[{ name: 'Views', values: [0, 1, 0] }]} empty={empty} />);
    const yTicks = [...container.querySelectorAll('svg[role="img"] g text')].map((text) => text.textContent);
    expect(yTicks).toEqual(['0', '1']);
  });

  it('rounds the axis maximum up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 3, 7, 10, 11, 180, 4300].map(niceMaximum)).toEqual([1, 5, 10, 10, 20, 200, 5000]);
  });
});
