import { jobQueryOptions } from '@nordhub/api-client';
import { LocalizedErrorPage, preloadMessages } from '@nordhub/design-system';
import { pageAt } from '@nordhub/remote-kit';
import { type QueryClient } from '@tanstack/react-query';
import { type RouteObject } from 'react-router-dom';
import { CareersHomePage } from './features/careers-site/careers-home-page';
import { CareersJobPage } from './features/careers-site/careers-job-page';
import { CareersLayout } from './features/careers-site/careers-layout';
import { catalog } from './features/careers-site/messages/compiled/catalog';
import { paths } from './paths';

/** A startup's careers site, exposed to the shell as `mfe_careers/routes`. */
export const routes: RouteObject[] = [
  {
    element: <CareersLayout />,
    children: [
      { path: paths.home, element: <CareersHomePage /> },
      { path: paths.job, element: <CareersJobPage /> },
      { path: '*', element: <LocalizedErrorPage status={404} /> },
    ],
  },
];

/**
 * Asks for the job a job page shows, into the app's query cache: the shell calls it when a visitor
 * shows they may open the page (shell/src/routing/preload-on-intent.ts).
 */
export const prefetch = async (pathname: string, queryClient: QueryClient): Promise<void> => {
  const page = pageAt(routes, pathname);
  const id = page?.params.id;
  if (page?.path === paths.job && id) await queryClient.prefetchQuery(jobQueryOptions(id));
};

/** Before the shell takes over a page the server drew (and on a visitor's intent): the messages of the page's language. */
export const preload = async (): Promise<void> => {
  await preloadMessages(catalog);
};
