import { ErrorPage } from '@nordhub/design-system';
import { type RouteObject } from 'react-router-dom';
import { FeedLayout } from './features/feed/feed-layout';
import { FeedHomePage, FeedJobPage } from './features/feed/feed-pages';
import { paths } from './paths';

/** A partner's white-label job feed, exposed to the shell as `mfe_whitelabel/routes`. */
export const routes: RouteObject[] = [
  {
    element: <FeedLayout />,
    children: [
      { path: paths.home, element: <FeedHomePage /> },
      { path: paths.job, element: <FeedJobPage /> },
      { path: '*', element: <ErrorPage status={404} /> },
    ],
  },
];
