import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { defineCatalog, type CompiledMessages } from '@nordhub/i18n';
import { LocaleProvider, useLocale } from './locale';
import { preloadMessages, useMessages } from './use-messages';

const loads: string[] = [];
const catalog = defineCatalog({
  name: 'test/locale',
  en: { apply: 'Apply' } as CompiledMessages<'apply'>,
  load: {
    nb: () => {
      loads.push('nb');
      return Promise.resolve({ messages: { apply: 'Søk' } });
    },
    da: () => Promise.resolve({ messages: {} }),
    sv: () => Promise.resolve({ messages: {} }),
    fi: () => Promise.resolve({ messages: {} }),
    is: () => Promise.resolve({ messages: {} }),
  },
});

function ApplyButton() {
  const t = useMessages(catalog);
  return <button lang={useLocale()}>{t('apply')}</button>;
}

function LanguageOf() {
  return <p>{useLocale()}</p>;
}

describe('a page’s language', () => {
  it('is English without a provider, loading no messages', () => {
    render(<ApplyButton />);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('lang', 'en');
    expect(loads).toEqual([]);
  });

  it('is the document’s <html lang> without a provider (the main site’s, set by the shell)', () => {
    document.documentElement.lang = 'sv';
    try {
      render(<LanguageOf />);
      expect(screen.getByText('sv')).toBeInTheDocument();
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('is the provider’s, once its messages have loaded (never English first)', async () => {
    const shown: string[] = [];
    function Seen({ children }: { children: string }) {
      shown.push(children);
      return <p>{children}</p>;
    }
    await act(async () => {
      render(
        <LocaleProvider locale="nb">
          <Suspense fallback={<Seen>Loading</Seen>}>
            <ApplyButton />
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect(await screen.findByRole('button', { name: 'Søk' })).toHaveAttribute('lang', 'nb');
    expect(shown).toEqual(['Loading']);
    expect(loads).toEqual(['nb']);
  });

  it('is at hand from the first render when preloaded in the document’s language (a drawn page taken over)', async () => {
    const catalogFor = (loaded: string[]) =>
      defineCatalog({
        name: 'test/preloaded',
        en: { apply: 'Apply' } as CompiledMessages<'apply'>,
        load: {
          nb: () => Promise.resolve({ messages: {} }),
          da: () => {
            loaded.push('da');
            return Promise.resolve({ messages: { apply: 'Ansøg' } });
          },
          sv: () => Promise.resolve({ messages: {} }),
          fi: () => Promise.resolve({ messages: {} }),
          is: () => Promise.resolve({ messages: {} }),
        },
      });
    const loaded: string[] = [];
    const preloaded = catalogFor(loaded);
    function Danish() {
      const t = useMessages(preloaded);
      return <button>{t('apply')}</button>;
    }
    document.documentElement.lang = 'da';
    try {
      await preloadMessages(preloaded);
      const shown: string[] = [];
      function Fallback() {
        shown.push('Loading');
        return <p>Loading</p>;
      }
      render(
        <LocaleProvider locale="da">
          <Suspense fallback={<Fallback />}>
            <Danish />
          </Suspense>
        </LocaleProvider>,
      );
      expect(screen.getByRole('button', { name: 'Ansøg' })).toBeInTheDocument();
      expect(shown).toEqual([]);
      expect(loaded).toEqual(['da']);
    } finally {
      document.documentElement.lang = '';
    }
  });
});
