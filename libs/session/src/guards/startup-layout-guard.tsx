import { startupLayoutGuard } from '@nordhub/domain';
import { type ReactNode, useCallback } from 'react';
import { type GuardRule, RouteGuard } from './route-guard';

export type StartupLayoutGuardProps = { companyKey: string; children?: ReactNode };

/** The startup layout's guard (the product spec's roles and permissions): a client manager, and a draft company goes to its edit form. */
export function StartupLayoutGuard({ companyKey, children }: StartupLayoutGuardProps) {
  const rule = useCallback<GuardRule>((user, wanted) => startupLayoutGuard(user, wanted, { companyKey }), [companyKey]);
  return <RouteGuard rule={rule}>{children}</RouteGuard>;
}
