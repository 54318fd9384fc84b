import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { defineCatalog, type CompiledMessages } from '@nordhub/i18n';
import { LocaleProvider, useLocale } from './locale';
import { useMessages } from './use-messages';

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

describe('a page’s language', () => {
  it('is English without a provider, loading no messages', () => {
    render(<ApplyButton />);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('lang', 'en');
    expect(loads).toEqual([]);
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
});
