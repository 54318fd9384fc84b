import { authGuard } from '@nordhub/domain';
import { type ReactNode } from 'react';
import { RouteGuard } from './route-guard';

export type AuthGuardProps = { children?: ReactNode };

/** auth (the product spec's roles and permissions): any signed-in user; guests go to /?to={wanted}. */
export function AuthGuard({ children }: AuthGuardProps) {
  return <RouteGuard rule={authGuard}>{children}</RouteGuard>;
}
