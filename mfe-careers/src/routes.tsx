import { ErrorPage } from '@nordhub/design-system';
import { type RouteObject } from 'react-router-dom';
import { CareersHomePage } from './features/careers-site/careers-home-page';
import { CareersJobPage } from './features/careers-site/careers-job-page';
import { CareersLayout } from './features/careers-site/careers-layout';
import { paths } from './paths';

/** A startup's careers site, exposed to the shell as `mfe_careers/routes`. */
export const routes: RouteObject[] = [
  {
    element: <CareersLayout />,
    children: [
      { path: paths.home, element: <CareersHomePage /> },
      { path: paths.job, element: <CareersJobPage /> },
      { path: '*', element: <ErrorPage status={404} /> },
    ],
  },
];
