import { LocalizedErrorPage, preloadMessages } from '@nordhub/design-system';
import { type RouteObject } from 'react-router-dom';
import { FeedLayout } from './features/feed/feed-layout';
import { FeedHomePage, FeedJobPage } from './features/feed/feed-pages';
import { catalog } from './features/feed/messages/compiled/catalog';
import { paths } from './paths';

/** A partner's white-label job feed, exposed to the shell as `mfe_whitelabel/routes`. */
export const routes: RouteObject[] = [
  {
    element: <FeedLayout />,
    children: [
      { path: paths.home, element: <FeedHomePage /> },
      { path: paths.job, element: <FeedJobPage /> },
      { path: '*', element: <LocalizedErrorPage status={404} /> },
    ],
  },
];

/** Before the shell takes over a page the server drew (and on a visitor's intent): the messages of the feed's language. */
export const preload = async (): Promise<void> => {
  await preloadMessages(catalog);
};
