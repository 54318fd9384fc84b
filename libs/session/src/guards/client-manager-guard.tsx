import { clientManagerGuard } from '@nordhub/domain';
import { type ReactNode, useCallback } from 'react';
import { type GuardRule, RouteGuard } from './route-guard';

export type ClientManagerGuardProps = { companyKey: string; children?: ReactNode };

/** isClientManager (the product spec's roles and permissions): admins and the company's managers; others go to /client/. */
export function ClientManagerGuard({ companyKey, children }: ClientManagerGuardProps) {
  const rule = useCallback<GuardRule>((user, wanted) => clientManagerGuard(user, wanted, { companyKey }), [companyKey]);
  return <RouteGuard rule={rule}>{children}</RouteGuard>;
}
