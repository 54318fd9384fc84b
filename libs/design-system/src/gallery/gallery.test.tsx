import { screen, within } from '@testing-library/react';
import * as designSystem from '../index';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { DesignSystemGallery } from './gallery';

// A React component among the exports: a function component, or an emotion styled / forwardRef
// object. Capitalised constants (SITE_NAME) and helpers (initialsOf) are not components.
const isComponent = (name: string, value: unknown): boolean =>
  /^[A-Z][a-z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));

const exportedComponents = Object.entries(designSystem)
  .filter(([name, value]) => isComponent(name, value))
  .map(([name]) => name);

describe('the design-system gallery', () => {
  it('has an entry for every component the design system exports', () => {
    renderWithTheme(<DesignSystemGallery />);
    expect(exportedComponents.length).toBeGreaterThan(40);
    const missing = exportedComponents.filter((name) => !screen.queryByRole('heading', { level: 2, name }));
    expect(missing).toEqual([]);
  });

  it('shows the states people ask about: button loading, a field with its error, toast tones, skeleton, empty state', () => {
    renderWithTheme(<DesignSystemGallery />);
    expect(screen.getByRole('heading', { level: 1, name: 'Design system gallery' })).toBeInTheDocument();
    const button = screen.getByRole('region', { name: 'Button' });
    expect(within(button).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('button', { name: 'Disabled' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'TextField' })).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    const toasts = within(screen.getByRole('region', { name: 'Toast' }));
    expect([...toasts.getAllByRole('status'), ...toasts.getAllByRole('alert')]).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Skeleton' })).getAllByRole('status')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'EmptyState' })).getByRole('heading', { name: 'No jobs match these filters' })).toBeInTheDocument();
  });

  it('links to every entry from its index', () => {
    renderWithTheme(<DesignSystemGallery />);
    const index = screen.getByRole('navigation', { name: 'Components' });
    expect(within(index).getByRole('link', { name: 'Skeleton' })).toHaveAttribute('href', '#gallery-Skeleton');
  });
});
