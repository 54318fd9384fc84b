import { investorLayoutGuard } from '@nordhub/domain';
import { type ReactNode, useCallback } from 'react';
import { type GuardRule, RouteGuard } from './route-guard';

export type InvestorLayoutGuardProps = { investorKey: string; children?: ReactNode };

/** The investor layout's guard (the product spec's roles and permissions): an investor manager, and a draft investor goes to its edit form. */
export function InvestorLayoutGuard({ investorKey, children }: InvestorLayoutGuardProps) {
  const rule = useCallback<GuardRule>((user, wanted) => investorLayoutGuard(user, wanted, { investorKey }), [investorKey]);
  return <RouteGuard rule={rule}>{children}</RouteGuard>;
}
