import { render } from '@testing-library/react';
import { NordhubThemeProvider } from '../components/theme-provider/theme-provider';
import { useDocumentTitle } from './use-document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it("ends the tab's title with the platform's name", () => {
    const { rerender } = render(
      <NordhubThemeProvider>
        <Page title="Find jobs" />
      </NordhubThemeProvider>,
    );
    expect(document.title).toBe('Find jobs | Nordhub');
    rerender(
      <NordhubThemeProvider platform="impact">
        <Page title="Find jobs" />
      </NordhubThemeProvider>,
    );
    expect(document.title).toBe('Find jobs | Nordhub Impact');
  });
});
