import { applicantGuard } from '@nordhub/domain';
import { type ReactNode } from 'react';
import { RouteGuard } from './route-guard';

export type ApplicantGuardProps = { children?: ReactNode };

/** isApplicant (spec section 6): an enabled applicant profile or `?create=1`; otherwise /. */
export function ApplicantGuard({ children }: ApplicantGuardProps) {
  return <RouteGuard rule={applicantGuard}>{children}</RouteGuard>;
}
