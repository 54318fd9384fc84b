import { ApplicantGuard, useCurrentUser } from '@nordhub/session';
import { Outlet } from 'react-router-dom';
import { getHref } from '../../paths';
import { type PortalSection, PortalWorkspace } from './portal-workspace';

export const applicantLinks: PortalSection[] = [
  { label: 'Profile', href: getHref('applicant'), end: true },
  { label: 'Quick apply', href: getHref('applicantSettings') },
  { label: 'Followed startups', href: getHref('followedStartups') },
  { label: 'My applications', href: getHref('myJobs') },
];

/**
 * The applicant's workspace; while the profile is being created (?create=1) only the page, as the
 * sections lead nowhere yet. The page stays mounted when the profile appears: the create page
 * then finishes its flow (back to the job the seeker was applying to).
 */
function ApplicantWorkspace() {
  const user = useCurrentUser();
  return (
    <PortalWorkspace
      label="Applicant"
      sections={applicantLinks}
      isCurrentProfile={(profile) => profile.type === 'applicant'}
      withSidebar={user?.applicant?.enabled ?? false}
    >
      <Outlet />
    </PortalWorkspace>
  );
}

/** The applicant layout (the product spec's screens and routes): the isApplicant guard around the workspace (sidebar, page). */
export function ApplicantLayout() {
  return (
    <ApplicantGuard>
      <ApplicantWorkspace />
    </ApplicantGuard>
  );
}
