import { type RuntimeConfig } from '@nordhub/contracts';
import { LocaleProvider } from '@nordhub/design-system';
import { type HostKind } from '@nordhub/domain';
import { AppProviders, type SessionStore } from '@nordhub/session';
import { type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ShellRoutes } from './routing/host-routes';

export type AppProps = {
  hostKind: HostKind;
  queryClient: QueryClient;
  store: SessionStore;
  runtimeConfig: RuntimeConfig;
};

/**
 * The only place with providers: one QueryClient, one jotai store, one emotion theme. Remotes
 * render inside this tree and share them through the federation singletons. The router is the
 * declarative one: no page has a loader or an action, and the data router would cost every first
 * visit 15 KB of JS (docs/performance.md). The main site speaks English unless the runtime config
 * turns another language on (MAIN_SITE_LANGUAGES, docs/i18n.md); careers sites set their own.
 */
export function App({ hostKind, queryClient, store, runtimeConfig }: AppProps) {
  const language = hostKind === 'main' ? (runtimeConfig.mainSiteLanguages?.[0] ?? 'en') : 'en';
  useEffect(() => {
    if (language !== 'en') document.documentElement.lang = language;
  }, [language]);
  const routes = (
    <BrowserRouter>
      <ShellRoutes hostKind={hostKind} />
    </BrowserRouter>
  );
  return (
    <AppProviders queryClient={queryClient} store={store} runtimeConfig={runtimeConfig}>
      {language === 'en' ? routes : <LocaleProvider locale={language}>{routes}</LocaleProvider>}
    </AppProviders>
  );
}
