import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { GlobalStyles, NordhubThemeProvider } from './theme-provider';

const StyledSwatch = styled.p(({ theme }) => ({ color: theme.colors.primary }));

function ThemeReader() {
  const theme = useTheme();
  return <StyledSwatch>{theme.breakpoints.md}</StyledSwatch>;
}

describe('NordhubThemeProvider', () => {
  it('gives styled components and useTheme the Nordhub tokens', () => {
    render(
      <NordhubThemeProvider>
        <ThemeReader />
      </NordhubThemeProvider>,
    );
    const swatch = screen.getByText('768');
    expect(swatch).toHaveStyle({ color: '#1d5f8f' });
  });
});

describe('GlobalStyles', () => {
  it('sets the system font stack and text colour on the body', () => {
    render(
      <NordhubThemeProvider>
        <GlobalStyles />
      </NordhubThemeProvider>,
    );
    const body = getComputedStyle(document.body);
    expect(body.fontFamily).toContain('system-ui');
    expect(body.margin).toBe('0px');
    expect(body.color).toBe('rgb(20, 33, 43)');
  });

  it('lets fieldsets and selects shrink to a narrow screen and long words break', () => {
    render(
      <NordhubThemeProvider>
        <GlobalStyles />
        <fieldset>
          <legend>Job</legend>
          <select aria-label="Category" />
        </fieldset>
      </NordhubThemeProvider>,
    );
    // Browsers give a fieldset min-width: min-content; a select is as wide as its longest option.
    expect(screen.getByRole('group', { name: 'Job' })).toHaveStyle({ minWidth: '0' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveStyle({ maxWidth: '100%' });
    expect(getComputedStyle(document.body).overflowWrap).toBe('break-word');
  });
});
