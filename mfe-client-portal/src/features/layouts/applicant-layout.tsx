import { ApplicantGuard, useCurrentUser } from '@nordhub/session';
import { Outlet } from 'react-router-dom';
import { getHref } from '../../paths';
import { SubNavigation, type SubNavigationLink } from './sub-navigation';

export const applicantLinks: SubNavigationLink[] = [
  { label: 'Profile', href: getHref('applicant'), end: true },
  { label: 'Quick apply', href: getHref('applicantSettings') },
  { label: 'Followed startups', href: getHref('followedStartups') },
  { label: 'My jobs', href: getHref('myJobs') },
];

/** The applicant pages' links; hidden while the profile is being created (?create=1), as they lead nowhere yet. */
function ApplicantNavigation() {
  const user = useCurrentUser();
  return user?.applicant?.enabled ? <SubNavigation label="Applicant" links={applicantLinks} /> : null;
}

/** The applicant layout (the product spec's screens and routes): the isApplicant guard around the sub-navigation and the page. */
export function ApplicantLayout() {
  return (
    <ApplicantGuard>
      <ApplicantNavigation />
      <Outlet />
    </ApplicantGuard>
  );
}
