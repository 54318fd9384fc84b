import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode } from 'react';
import { NordhubThemeProvider } from '../components/theme-provider/theme-provider';

const Wrapper = ({ children }: { children: ReactNode }) => <NordhubThemeProvider>{children}</NordhubThemeProvider>;

/** Renders inside the theme, with a user-event session, as the app does. */
export function renderWithTheme(ui: ReactElement, options: Omit<RenderOptions, 'wrapper' | 'queries'> = {}) {
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...options }) };
}
