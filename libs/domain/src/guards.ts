import { fillRoutePattern } from './hrefs';

/**
 * The route guards of the product spec's roles and permissions as pure decisions. Structural types (like
 * profile-selection), so the contracts' User fits without this package importing it.
 */
export type GuardUser = {
  isAdmin: boolean;
  companies: ReadonlyArray<{ key: string; status: string }>;
  investors: ReadonlyArray<{ key: string; status: string }>;
  applicant: { enabled: boolean } | null;
};

/** 'allow' shows the route; otherwise the client replaces the location with `redirect`. */
export type GuardDecision = 'allow' | { redirect: string };

/** Where the guards send people (the product spec's states and transitions and roles and permissions). */
export const guardTargets = {
  home: '/',
  clientHome: '/client/',
  investorsJoin: '/investors/join',
  startupNew: '/client/startups/new',
  startupEdit: '/client/startups/:company/edit',
  investorNew: '/client/investors/new',
  investorEdit: '/client/investors/:investor/edit',
} as const;

/** The status that sends a company or investor to its edit form (the product spec's states and transitions). */
export const DRAFT_PROFILE_STATUS = 'DRAFT';

/** The home page with the wanted path in `to`: the shell opens the sign-in modal and goes there after. */
export function signInRedirect(wanted: string): string {
  return `${guardTargets.home}?to=${encodeURIComponent(wanted)}`;
}

const redirect = (to: string): GuardDecision => ({ redirect: to });

/** The pathname of a wanted path (no query, no hash, no trailing slash but for the root). */
export function wantedPathname(wanted: string): string {
  const pathname = wanted.split(/[?#]/, 1)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** One query value of a wanted path; null when absent. */
export function wantedQueryParam(wanted: string, name: string): string | null {
  const withoutHash = wanted.split('#', 1)[0] ?? '';
  const start = withoutHash.indexOf('?');
  return start < 0 ? null : new URLSearchParams(withoutHash.slice(start + 1)).get(name);
}

/** `?create=1` on /client/applicant: the user is creating the applicant profile (the product spec's screens and routes). */
export function isCreateApplicantQuery(wanted: string): boolean {
  const value = wantedQueryParam(wanted, 'create');
  return value === '1' || value === 'true';
}

/** auth: any signed-in user; guests go to /?to={wanted}. */
export function authGuard(user: GuardUser | null, wanted: string): GuardDecision {
  return user ? 'allow' : redirect(signInRedirect(wanted));
}

/** isApplicant: an enabled applicant profile, or the create query; otherwise /. */
export function applicantGuard(user: GuardUser | null, wanted: string): GuardDecision {
  if (!user) return redirect(signInRedirect(wanted));
  if (user.applicant?.enabled || isCreateApplicantQuery(wanted)) return 'allow';
  return redirect(guardTargets.home);
}

export type CompanyGuardParams = { companyKey: string };
export type InvestorGuardParams = { investorKey: string };

const findByKey = <T extends { key: string }>(profiles: ReadonlyArray<T>, key: string): T | undefined =>
  profiles.find((profile) => profile.key === key);

/** isClientManager: admins pass; others must own the company, else /client/. */
export function clientManagerGuard(user: GuardUser | null, wanted: string, { companyKey }: CompanyGuardParams): GuardDecision {
  if (!user) return redirect(signInRedirect(wanted));
  if (user.isAdmin || findByKey(user.companies, companyKey)) return 'allow';
  return redirect(guardTargets.clientHome);
}

/** isInvestorManager: admins pass; others must own the investor, else /investors/join. */
export function investorManagerGuard(user: GuardUser | null, wanted: string, { investorKey }: InvestorGuardParams): GuardDecision {
  if (!user) return redirect(signInRedirect(wanted));
  if (user.isAdmin || findByKey(user.investors, investorKey)) return 'allow';
  return redirect(guardTargets.investorsJoin);
}

/**
 * A draft profile is sent to its edit form unless already there (or on the create form). An
 * admin who does not own the profile has no status in the user object: allowed.
 */
function draftDecision(status: string | undefined, wanted: string, editPattern: string, key: Record<string, string>, newPath: string): GuardDecision {
  if (status !== DRAFT_PROFILE_STATUS) return 'allow';
  const editPath = fillRoutePattern(editPattern, key);
  const pathname = wantedPathname(wanted);
  if (pathname === editPath || pathname === newPath) return 'allow';
  return redirect(editPath);
}

/** Startup layout: a client manager, and a draft company only on its edit form. */
export function startupLayoutGuard(user: GuardUser | null, wanted: string, params: CompanyGuardParams): GuardDecision {
  const manager = clientManagerGuard(user, wanted, params);
  if (manager !== 'allow') return manager;
  const status = user ? findByKey(user.companies, params.companyKey)?.status : undefined;
  return draftDecision(status, wanted, guardTargets.startupEdit, { company: params.companyKey }, guardTargets.startupNew);
}

/** Investor layout: an investor manager, and a draft investor only on its edit form. */
export function investorLayoutGuard(user: GuardUser | null, wanted: string, params: InvestorGuardParams): GuardDecision {
  const manager = investorManagerGuard(user, wanted, params);
  if (manager !== 'allow') return manager;
  const status = user ? findByKey(user.investors, params.investorKey)?.status : undefined;
  return draftDecision(status, wanted, guardTargets.investorEdit, { investor: params.investorKey }, guardTargets.investorNew);
}
