import { applicantGuard } from '@nordhub/domain';
import { type ReactNode } from 'react';
import { RouteGuard } from './route-guard';

export type ApplicantGuardProps = { children?: ReactNode };

/** isApplicant (the product spec's roles and permissions): an enabled applicant profile or `?create=1`; otherwise /. */
export function ApplicantGuard({ children }: ApplicantGuardProps) {
  return <RouteGuard rule={applicantGuard}>{children}</RouteGuard>;
}
