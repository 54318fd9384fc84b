import { request, type APIRequestContext, type APIResponse, type BrowserContext } from '@playwright/test';
import { e2eBaseUrl } from './environment';
import { demoPassword } from './mailbox';

/** Demo accounts of the seed (api/src/seed/demo.ts). */
const companyManager = 'company@nordhub.test';
const admin = 'admin@nordhub.test';
/** The startup the demo company manager manages. */
const demoCompanyKey = 'nordlys';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

// One sign-in per account, server and worker: the API limits sign-ins per address and e-mail.
const sessions = new Map<string, StorageState>();
const sessionKey = (email: string, baseURL: string) => `${baseURL} ${email}`;

const csrfHeader = (state: StorageState): Record<string, string> => {
  const token = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('The API handed out no XSRF-TOKEN cookie');
  return { 'x-xsrf-token': token };
};

async function failed(response: APIResponse, what: string): Promise<Error> {
  return new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

/** Signs `email` in with the demo password, through the real API (CSRF cookie first, like a page load). */
async function signIn(email: string, baseURL = e2eBaseUrl): Promise<StorageState> {
  const context = await request.newContext({ baseURL });
  try {
    await context.get('/api/health');
    const response = await context.post('/api/users/sign-in', {
      data: { email, password: demoPassword },
      headers: csrfHeader(await context.storageState()),
    });
    if (!response.ok()) throw await failed(response, `Signing in as ${email}`);
    return await context.storageState();
  } finally {
    await context.dispose();
  }
}

/**
 * Sends one state-changing request as `email` (signed in once per worker; again if the session
 * has ended) and returns the JSON answer.
 */
export async function postAs<T>(email: string, method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
  for (const retry of [false, true]) {
    let state = sessions.get(sessionKey(email, e2eBaseUrl));
    if (!state || retry) {
      state = await signIn(email);
      sessions.set(sessionKey(email, e2eBaseUrl), state);
    }
    const context = await request.newContext({ baseURL: e2eBaseUrl, storageState: state });
    try {
      const response = await context.fetch(path, { method, data, headers: csrfHeader(state) });
      if (response.ok()) return (await response.json()) as T;
      // A session from an earlier server (E2E_REUSE_SERVER) is gone: sign in again once.
      if (response.status() === 403 && !retry && (await response.text()).includes('E_NOT_SIGNED_IN')) continue;
      throw await failed(response, `${method} ${path} as ${email}`);
    } finally {
      await context.dispose();
    }
  }
  throw new Error(`${method} ${path} as ${email} failed after signing in again`);
}

/** The demo startup manager's account and company (Nordlys, seeded). */
export const demoStartup = { managerEmail: companyManager, companyKey: demoCompanyKey } as const;

/**
 * Signs `email` in for a browser context through the API (no UI steps), so a story starts on
 * the page it is about. Uses the per-worker session like postLiveJob; `baseURL` names another
 * server (the visual-regression one).
 */
export async function signInContext(context: BrowserContext, email: string, baseURL = e2eBaseUrl): Promise<void> {
  let state = sessions.get(sessionKey(email, baseURL));
  if (!state) {
    state = await signIn(email, baseURL);
    sessions.set(sessionKey(email, baseURL), state);
  }
  await context.addCookies(state.cookies);
}

/** Pay as Denmark, Sweden and Finland require a job ad to state it (EU Pay Transparency Directive). */
export const statedPay = { type: 'range', min: 40_000, max: 50_000, currency: 'DKK', period: 'monthly' } as const;

/** Creates a DRAFT job of the demo startup as its manager (the job form's request); answers its id and title. */
export async function createDraftJob(input: LiveJobInput): Promise<{ id: string; title: string }> {
  return postAs<{ id: string; title: string }>(companyManager, 'POST', `/api/companies/${demoCompanyKey}/jobs`, {
    title: input.title,
    description: input.description ?? `${input.title} at Nordlys, a Nordic startup.`,
    category: input.category ?? 'other',
    positionType: 'full-time',
    location: { locality: input.city, countryCode: input.countryCode.toUpperCase() },
    isRemote: input.isRemote ?? false,
    expirationDate: daysFromNow(30),
    salary: statedPay,
    receiveApplicants: 'platform',
  });
}

export interface LiveJobInput {
  title: string;
  /** ISO code, e.g. 'DK'. */
  countryCode: string;
  city: string;
  category?: string;
  isRemote?: boolean;
  description?: string;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Posts a job of the demo startup (Nordlys) and makes it live, the way the product does: its
 * manager creates it (a DRAFT) and submits it, then an admin approves it (ACTIVE, approved,
 * expiring in 30 days). It is in the public search at once.
 */
export async function postLiveJob(input: LiveJobInput): Promise<{ id: string; title: string }> {
  const created = await postAs<{ id: string; title: string }>(companyManager, 'POST', `/api/companies/${demoCompanyKey}/jobs`, {
    title: input.title,
    description: input.description ?? `${input.title} at Nordlys, a Nordic startup.`,
    category: input.category ?? 'other',
    positionType: 'full-time',
    location: { locality: input.city, countryCode: input.countryCode.toUpperCase() },
    isRemote: input.isRemote ?? false,
    expirationDate: daysFromNow(30),
    salary: statedPay,
    receiveApplicants: 'platform',
  });
  await postAs(companyManager, 'POST', `/api/jobs/${created.id}/transitions`, { action: 'submit' });
  return approveJob(created.id);
}

/** An admin approves a submitted job (ACTIVE, approved); it is in the public search at once. */
export async function approveJob(jobId: string): Promise<{ id: string; title: string }> {
  const live = await postAs<{ id: string; title: string; status: string }>(admin, 'POST', `/api/jobs/${jobId}/transitions`, { action: 'approve' });
  if (live.status !== 'ACTIVE') throw new Error(`The job ${jobId} is ${live.status} after approval`);
  return { id: live.id, title: live.title };
}
