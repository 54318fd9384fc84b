import { investorManagerGuard } from '@nordhub/domain';
import { type ReactNode, useCallback } from 'react';
import { type GuardRule, RouteGuard } from './route-guard';

export type InvestorManagerGuardProps = { investorKey: string; children?: ReactNode };

/** isInvestorManager (the product spec's roles and permissions): admins and the investor's managers; others go to /investors/join. */
export function InvestorManagerGuard({ investorKey, children }: InvestorManagerGuardProps) {
  const rule = useCallback<GuardRule>((user, wanted) => investorManagerGuard(user, wanted, { investorKey }), [investorKey]);
  return <RouteGuard rule={rule}>{children}</RouteGuard>;
}
