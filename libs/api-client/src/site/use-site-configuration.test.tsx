// jsdom: the hook runs as in the browser, through the real apiClient and XMLHttpRequest.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { pageDataElementId } from '@nordhub/contracts';
import { forgetPageData } from '../page-data';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { sendJson } from '../test-utils/test-server';
import { setUpTestApi } from '../testing';
import { useSiteConfiguration } from './get-site-configuration';

const api = setUpTestApi();
beforeAll(() => api.server().handle((_req, res) => sendJson(res, 200, siteConfigurationFixture)));

const wrapperFor = (queryClient: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };

describe('useSiteConfiguration', () => {
  it('loads the configuration once for every component that asks', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => [useSiteConfiguration(), useSiteConfiguration()] as const, {
      wrapper: wrapperFor(queryClient),
    });
    await waitFor(() => expect(result.current[0].isSuccess).toBe(true));
    expect(result.current[0].data?.site.countries).toEqual([
      { text: 'Denmark', value: 'DK' },
      { text: 'Sweden', value: 'SE' },
    ]);
    expect(result.current[1].data).toBe(result.current[0].data);
    expect(api.server().requests.filter((request) => request.url === '/api/site/configuration-cached')).toHaveLength(1);
  });

  it('on a page the server drew, reads the configuration the page carries and asks nothing', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = pageDataElementId;
    element.textContent = JSON.stringify({ siteConfiguration: { ...siteConfigurationFixture, site: { ...siteConfigurationFixture.site, countries: [{ text: 'Iceland', value: 'IS' }] } } });
    document.head.append(element);
    forgetPageData();
    const asked = api.server().requests.length;
    try {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { result } = renderHook(() => useSiteConfiguration(), { wrapper: wrapperFor(queryClient) });
      expect(result.current.data?.site.countries).toEqual([{ text: 'Iceland', value: 'IS' }]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.server().requests.length).toBe(asked);
    } finally {
      element.remove();
      forgetPageData();
    }
  });
});
