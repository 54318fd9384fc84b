import { errorCodes } from '@nordhub/contracts';
import { scoutOrderInput } from '../modules/companies/scout-orders/test/fixtures';
import { jobInput } from '../modules/jobs/jobs/test/fixtures';

/**
 * The permission matrix (docs/security.md, "Permissions"): for every API route, keyed
 * "METHOD /url" exactly as Fastify registers it, the answer each of six callers must get.
 * permission-matrix.test.ts lists the routes from buildApp itself (onRoute), so a new endpoint
 * without an entry here fails that test by name.
 *
 * Routes validate their body and params before the handler, and the guards
 * (security/guards.ts) run inside the handler, so every request below is valid: a refusal
 * in a cell is the permission speaking, never validation.
 */

export const callers = ['guest', 'applicant', 'investorManager', 'otherManager', 'manager', 'admin'] as const;
export type Caller = (typeof callers)[number];

export const callerLabels: Record<Caller, string> = {
  guest: 'guest',
  applicant: 'applicant (job seeker)',
  investorManager: 'investor manager',
  otherManager: "another company's manager",
  manager: "the company's manager",
  admin: 'admin',
};

/** One cell: the status, and for refusals the error code (or a text the page must show). */
export interface Expected {
  status: number;
  code?: string;
  /** For routes that answer refusals as an HTML page (popups): a text the page must hold. */
  text?: string;
}

export type ExpectedRow = Record<Caller, Expected>;

/** The seeded rows the requests point at ("the company" and what belongs to it). */
export interface MatrixFixture {
  company: { id: string; key: string; careersDomain: string };
  investor: { id: string; key: string };
  /** An ACTIVE job of the company, with the applicant's application. */
  job: { id: string };
  /** A DRAFT job of the company (edited, never published). */
  draftJob: { id: string };
  /** A job of the company waiting for payment (checkouts start on it). */
  pendingJob: { id: string };
  application: { id: string };
  /** The applicant's CV (a private document) and a public image in the file store. */
  cv: { path: string; name: string };
  imagePath: string;
  column: { id: string };
  blogPost: { id: string };
  portfolioEntry: { id: string };
  inviteKey: string;
  deal: { key: string };
  content: { page: string; blogPost: string; tool: string; partner: string };
  feed: { key: string; domain: string; jobId: string };
  digestKey: string;
  savedSearch: { id: string };
  payment: { id: string };
  /** A headhunter order of the company, awaiting payment. */
  scoutOrder: { id: string };
  signInTarget: { email: string; password: string };
  /** Throwaway rows for cells that delete or use up what they touch. */
  fresh: {
    blogPost(): Promise<string>;
    column(): Promise<string>;
    portfolioEntry(): Promise<string>;
    companyInvite(): Promise<string>;
    investorInvite(): Promise<string>;
    companyManager(): Promise<string>;
    investorManager(): Promise<string>;
    feed(): Promise<string>;
    /** A feed of the company whose domain is verified. */
    verifiedFeed(): Promise<string>;
    draftJob(): Promise<string>;
    activeJob(): Promise<string>;
    /** A paid job of the company waiting for review (PENDING_COMPANY_APPROVAL). */
    reviewJob(): Promise<string>;
    /** A paid Scout order of the fixture company (the team moves it on). */
    paidScoutOrder(): Promise<string>;
    savedSearch(): Promise<string>;
    payment(): Promise<string>;
    /** The signed callback query of a fresh checkout that was paid. */
    paidCallback(): Promise<Record<string, string>>;
    resetKey(): Promise<string>;
    verificationKey(): Promise<string>;
    /** The key of a pending e-mail change (users/confirm-email-change). */
    emailChangeKey(): Promise<string>;
    /** The key of a fresh digest subscription's confirmation mail. */
    digestConfirmKey(): Promise<string>;
    /** The key of a mailed LinkedIn link confirmation. */
    linkKey(): Promise<string>;
    robotCheck(): Promise<string>;
    /** A multipart body with a small PNG as field file_upload. */
    imageUpload(): { payload: Buffer; headers: Record<string, string> };
  };
}

export interface CellRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A raw body with its headers (multipart uploads). */
  raw?: { payload: Buffer; headers: Record<string, string> };
}

export interface MatrixEntry {
  expect: ExpectedRow;
  request?: (fixture: MatrixFixture, caller: Caller) => CellRequest | Promise<CellRequest>;
  /** The route signs in, out or over: the caller acts from a second session of their own. */
  ownSession?: true;
  /** The route changes who the caller is (e.g. gives them an applicant profile) or stops what other cells read (a revoked domain): run after every other cell. */
  last?: true;
}

const status = (code: number): Expected => ({ status: code });
export const NOT_SIGNED_IN: Expected = { status: 403, code: errorCodes.E_NOT_SIGNED_IN };
export const FORBIDDEN: Expected = { status: 403, code: errorCodes.E_FORBIDDEN };
export const NOT_FOUND: Expected = { status: 404, code: errorCodes.E_NOT_FOUND };

const asExpected = (value: number | Expected): Expected => (typeof value === 'number' ? status(value) : value);

/** A row in caller order: guest, applicant, investor manager, other company's manager, the company's manager, admin. */
export function row(...cells: [number | Expected, number | Expected, number | Expected, number | Expected, number | Expected, number | Expected]): ExpectedRow {
  return Object.fromEntries(callers.map((caller, index) => [caller, asExpected(cells[index] as number | Expected)])) as ExpectedRow;
}

/** Public: the same answer for everyone. */
const everyone = (ok: number) => row(ok, ok, ok, ok, ok, ok);
/** Any signed-in user (requireUser). */
const signedIn = (ok: number) => row(NOT_SIGNED_IN, ok, ok, ok, ok, ok);
/** Managers of the company and admins (requireCompanyManager). */
const companyManagers = (ok: number) => row(NOT_SIGNED_IN, FORBIDDEN, FORBIDDEN, FORBIDDEN, ok, ok);
/** Managers of the investor and admins (requireInvestorManager). */
const investorManagers = (ok: number) => row(NOT_SIGNED_IN, FORBIDDEN, ok, FORBIDDEN, FORBIDDEN, ok);
/** The signed-in user's own applicant data: only the applicant has a profile (others 404). */
const ownApplicantProfile = (ok: number) => row(NOT_SIGNED_IN, ok, NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND);
/** Admins only (requireAdmin). */
const admins = (ok: number) => row(NOT_SIGNED_IN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, ok);

const key = (f: MatrixFixture) => ({ key: f.company.key });
const investorKey = (f: MatrixFixture) => ({ key: f.investor.key });
const since = '2020-01-01T00:00:00.000Z';
const searchKey = JSON.stringify({ search: 'engineer', location: '', countryCode: null });

/** The callers whose delete goes through: fresh rows for them, the fixture's own row for the refused. */
const deletes = (caller: Caller) => caller === 'manager' || caller === 'admin';

const popupRefusal = (text: string): Expected => ({ status: 200, text });

export const permissionMatrix: Record<string, MatrixEntry> = {
  // API documentation (swagger-ui): public.
  'GET /api/docs': { expect: everyone(200) },
  'HEAD /api/docs/': { expect: everyone(200) },
  'GET /api/docs/static/index.html': { expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': { expect: everyone(200) },
  'GET /api/docs/json': { expect: everyone(200) },
  'GET /api/docs/yaml': { expect: everyone(200) },
  'GET /api/docs/static/*': { expect: everyone(200), request: () => ({ params: { '*': 'swagger-ui.css' } }) },

  'GET /api/health': { expect: everyone(200) },
  // A CV: its uploader, the startups it was sent to, and admins.
  'GET /api/files/*': { expect: row(NOT_SIGNED_IN, 200, FORBIDDEN, FORBIDDEN, 200, 200), request: (f) => ({ params: { '*': f.cv.path } }) },
  'GET /api/images/:preset/*': { expect: everyone(200), request: (f) => ({ params: { preset: 'thumbnail', '*': f.imagePath } }) },
  'GET /api/site/configuration-cached': { expect: everyone(200) },
  'GET /api/site/visitor-country': { expect: everyone(200) },
  'GET /api/robot-check': { expect: everyone(200) },

  // Accounts: open to everyone; signing in, up or out acts on the caller's own (second) session.
  'POST /api/users/sign-up': {
    expect: everyone(201),
    ownSession: true,
    request: async (f, caller) => ({
      body: { name: { first: 'Matrix', last: caller }, email: `sign-up-${caller.toLowerCase()}@example.com`, password: 'Matrix-pass1', reCaptchaResponse: await f.fresh.robotCheck() },
    }),
  },
  'POST /api/users/sign-in': { expect: everyone(200), ownSession: true, request: (f) => ({ body: f.signInTarget }) },
  'POST /api/users/sign-out': { expect: everyone(204), ownSession: true },
  'POST /api/users/forgot-password': { expect: everyone(200), request: (f) => ({ body: { email: f.signInTarget.email } }) },
  'POST /api/users/reset-password': { expect: everyone(200), ownSession: true, request: async (f) => ({ body: { resetKey: await f.fresh.resetKey(), password: 'Matrix-reset1' } }) },
  'POST /api/users/verify-email': { expect: everyone(200), ownSession: true, request: async (f) => ({ body: { emailVerificationKey: await f.fresh.verificationKey() } }) },
  // The popup's start: the provider is discovered first, and under app.inject the local provider
  // does not listen, so every caller gets the popup's "could not sign you in" page.
  'GET /api/linkedin/start': { expect: everyone(200) },
  // Without the cookie of a started flow, every caller is told the link expired.
  'GET /api/linkedin/callback': { expect: everyone(200) },
  // The mailed link-confirmation key is the credential, the same for every caller; pressing the
  // page's button signs in as the account that received the mail.
  'GET /api/linkedin/link': { expect: everyone(200), request: async (f) => ({ query: { key: await f.fresh.linkKey() } }) },
  'POST /api/linkedin/link': { expect: everyone(303), ownSession: true, request: async (f) => ({ query: { key: await f.fresh.linkKey() } }) },
  'GET /api/session': { expect: everyone(200) },
  // The key proves the new mailbox; no session is needed and none is started.
  'POST /api/users/confirm-email-change': { expect: everyone(200), request: async (f) => ({ body: { emailChangeKey: await f.fresh.emailChangeKey() } }) },
  'GET /api/users/me': { expect: signedIn(200) },
  'PUT /api/users/me': { expect: signedIn(200), request: () => ({ body: { uiFeatures: [] } }) },
  'POST /api/contact': {
    expect: everyone(201),
    request: async (f, caller) => ({
      body: { name: 'Matrix', email: `contact-${caller.toLowerCase()}@example.com`, topic: 'OTHER', message: 'Hello from the permission matrix', reCaptchaResponse: await f.fresh.robotCheck() },
    }),
  },
  'POST /api/upload/:type': { expect: signedIn(201), request: (f) => ({ params: { type: 'image' }, raw: f.fresh.imageUpload() }) },

  // The job seeker's own pages.
  'POST /api/applicant': { expect: signedIn(201), last: true },
  'GET /api/applicant': { expect: ownApplicantProfile(200) },
  'GET /api/applicant/settings': { expect: ownApplicantProfile(200) },
  'PUT /api/applicant/settings': {
    expect: ownApplicantProfile(200),
    request: () => ({
      body: { phone: null, pitch: null, links: [], cvFile: null, workPermit: null, countryCodes: [], openToRemote: false, willingToRelocate: false },
    }),
  },
  'GET /api/applicant/applications': { expect: ownApplicantProfile(200) },
  // Follows belong to the account (any signed-in user may follow), not to the applicant profile.
  'GET /api/applicant/followed-startups': { expect: signedIn(200) },
  // Only an applicant profile may apply (others 403); a fresh open job each time.
  'POST /api/jobs/:id/apply': {
    expect: row(NOT_SIGNED_IN, 201, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN),
    request: async (f) => ({ params: { id: await f.fresh.activeJob() }, body: { message: 'Matrix application' } }),
  },

  // Startups: public reads, signed-in follows and creation, the rest for the company's managers.
  'GET /api/companies': { expect: everyone(200) },
  'GET /api/companies/:key': { expect: everyone(200), request: (f) => ({ params: key(f) }) },
  'GET /api/companies/domain/:domain': { expect: everyone(200), request: (f) => ({ params: { domain: f.company.careersDomain } }) },
  'GET /api/domains/:domain/careers-site': { expect: everyone(200), request: (f) => ({ params: { domain: f.company.careersDomain } }) },
  'GET /api/embed/companies/:key/jobs': { expect: everyone(200), request: (f) => ({ params: key(f) }) },
  'GET /api/companies/:key/response-record': { expect: everyone(200), request: (f) => ({ params: key(f) }) },
  'POST /api/engagement/log': { expect: everyone(200), request: (f) => ({ body: { event: 'profile-view', company: f.company.id } }) },
  'POST /api/companies/:key/follow': { expect: signedIn(200), request: (f) => ({ params: key(f) }) },
  'POST /api/companies/:key/unfollow': { expect: signedIn(200), request: (f) => ({ params: key(f) }) },
  'POST /api/companies': { expect: signedIn(201), request: (_f, caller) => ({ body: { name: `Matrix Startup ${caller}` } }) },
  'POST /api/companies/:key/platform': { expect: companyManagers(200), request: (f) => ({ params: key(f), body: { platform: 'main' } }) },
  'GET /api/companies/:key/hidden': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'PUT /api/companies/:key': { expect: companyManagers(200), request: (f) => ({ params: key(f), body: { name: 'Nordlys' } }) },
  'GET /api/companies/:key/dashboard': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'GET /api/companies/:key/settings': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'PUT /api/companies/:key/settings': { expect: companyManagers(200), request: (f) => ({ params: key(f), body: { linkedinId: '12345' } }) },
  // Port 9 of this machine has no listener: the answer tells the refused connection at once.
  'POST /api/companies/:key/slack/test': { expect: companyManagers(200), request: (f) => ({ params: key(f), body: { webhookUrl: 'http://127.0.0.1:9/hook' } }) },
  'GET /api/companies/:key/linkedin-feed': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'GET /api/companies/:key/managers': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'POST /api/companies/:key/invites': {
    expect: companyManagers(201),
    request: (f, caller) => ({ params: key(f), body: { email: `invitee-${caller.toLowerCase()}@example.com` } }),
  },
  'DELETE /api/companies/:key/invites/:id': { expect: companyManagers(200), request: async (f) => ({ params: { ...key(f), id: await f.fresh.companyInvite() } }) },
  'DELETE /api/companies/:key/managers/:userId': {
    expect: companyManagers(200),
    request: async (f) => ({ params: { ...key(f), userId: await f.fresh.companyManager() } }),
  },
  // Only an owner changes roles: the company's manager is one (the seed's managers are owners).
  'PUT /api/companies/:key/managers/:userId': {
    expect: companyManagers(200),
    request: async (f) => ({ params: { ...key(f), userId: await f.fresh.companyManager() }, body: { role: 'member' } }),
  },
  'GET /api/companies/:key/careers-site': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'PUT /api/companies/:key/careers-site': { expect: companyManagers(200), request: (f) => ({ params: key(f), body: { headline: 'Build the grid with us' } }) },
  'PUT /api/companies/:key/careers-site/languages': { expect: companyManagers(200), request: (f) => ({ params: key(f), body: { defaultLanguage: 'nb', languages: ['nb', 'en'] } }) },
  // The company's careers domain is verified in the seed: Verify answers at once, looking nothing up.
  'POST /api/companies/:key/careers-domain/verify': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  // Revoking stops the careers site the other cells read, so it runs after them.
  'POST /api/companies/:key/careers-domain/revoke': { expect: admins(200), last: true, request: (f) => ({ params: key(f) }) },
  'POST /api/companies/:key/white-label-feeds/:id/verify': { expect: companyManagers(200), request: async (f) => ({ params: { ...key(f), id: await f.fresh.verifiedFeed() } }) },
  'POST /api/companies/:key/white-label-feeds/:id/revoke': { expect: admins(200), request: async (f) => ({ params: { ...key(f), id: await f.fresh.verifiedFeed() } }) },
  'GET /api/companies/:key/white-label-feeds': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'POST /api/companies/:key/white-label-feeds': {
    expect: companyManagers(201),
    request: (f, caller) => ({ params: key(f), body: { name: `Matrix feed ${caller}`, domain: `${caller.toLowerCase()}.matrix-feeds.example` } }),
  },
  'DELETE /api/companies/:key/white-label-feeds/:id': { expect: companyManagers(200), request: async (f) => ({ params: { ...key(f), id: await f.fresh.feed() } }) },
  'PATCH /api/companies/:key/white-label-feeds/:id': {
    expect: companyManagers(200),
    request: async (f) => ({ params: { ...key(f), id: await f.fresh.feed() }, body: { language: 'fi' } }),
  },
  'GET /api/companies/:key/blog-posts': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'POST /api/companies/:key/blog-posts': { expect: companyManagers(201), request: (f) => ({ params: key(f), body: { title: 'Matrix post', body: 'Written by the matrix.' } }) },
  'PUT /api/companies/:key/blog-posts/:id': {
    expect: companyManagers(200),
    request: (f) => ({ params: { ...key(f), id: f.blogPost.id }, body: { title: 'Matrix post', body: 'Edited by the matrix.' } }),
  },
  'DELETE /api/companies/:key/blog-posts/:id': { expect: companyManagers(200), request: async (f) => ({ params: { ...key(f), id: await f.fresh.blogPost() } }) },
  'GET /api/companies/:key/deals': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'GET /api/companies/:key/deals/:deal': { expect: companyManagers(200), request: (f) => ({ params: { ...key(f), deal: f.deal.key } }) },
  'POST /api/companies/:key/deals/:deal/claim': { expect: companyManagers(200), request: (f) => ({ params: { ...key(f), deal: f.deal.key } }) },
  'GET /api/companies/:key/ats': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'DELETE /api/companies/:key/ats': { expect: companyManagers(204), request: (f) => ({ params: key(f) }) },
  // The connection popup: refusals are told on the page; managers go on to the provider, which
  // is discovered first and, under app.inject, does not listen (its page says so).
  'GET /api/companies/:key/ats/start': {
    expect: row(
      popupRefusal('Please log in'),
      popupRefusal('You do not manage this startup'),
      popupRefusal('You do not manage this startup'),
      popupRefusal('You do not manage this startup'),
      popupRefusal('Applicant tracking could not be reached. Please try again.'),
      popupRefusal('Applicant tracking could not be reached. Please try again.'),
    ),
    request: (f) => ({ params: key(f) }),
  },
  // Without the state cookie of a started connection, every caller is told the link expired.
  'GET /api/ats/callback': { expect: everyone(200) },

  // The applicant kanban of the company.
  'GET /api/companies/:key/applicants': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'GET /api/companies/:key/applicants.csv': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'GET /api/jobs/:id/applicants': { expect: companyManagers(200), request: (f) => ({ params: { id: f.job.id } }) },
  'POST /api/applications/:id/move': { expect: companyManagers(200), request: (f) => ({ params: { id: f.application.id }, body: { stage: 'applied' } }) },
  'GET /api/applications/:id/notes': { expect: companyManagers(200), request: (f) => ({ params: { id: f.application.id } }) },
  'POST /api/applications/:id/notes': { expect: companyManagers(201), request: (f) => ({ params: { id: f.application.id }, body: { text: 'Matrix note' } }) },
  'GET /api/applications/:id/cv': { expect: companyManagers(200), request: (f) => ({ params: { id: f.application.id } }) },
  'GET /api/applications/:id/cv/inline': { expect: companyManagers(200), request: (f) => ({ params: { id: f.application.id } }) },
  'POST /api/companies/:key/applications/move': {
    expect: companyManagers(200),
    request: (f) => ({ params: key(f), body: { ids: [f.application.id], stage: 'applied' } }),
  },
  'POST /api/companies/:key/kanban-columns': { expect: companyManagers(201), request: (f, caller) => ({ params: key(f), body: { name: `Matrix ${caller}` } }) },
  'PATCH /api/companies/:key/kanban-columns/:columnId': {
    expect: companyManagers(200),
    request: (f) => ({ params: { ...key(f), columnId: f.column.id }, body: { name: 'Matrix column' } }),
  },
  'DELETE /api/companies/:key/kanban-columns/:columnId': {
    expect: companyManagers(204),
    // A board holds at most 8 custom columns: only the cells that delete get a fresh one.
    request: async (f, caller) => ({ params: { ...key(f), columnId: deletes(caller) ? await f.fresh.column() : f.column.id } }),
  },

  // Jobs: public reads and counters, the seeker's flags, the company's side for its managers.
  'GET /api/v2/jobs': { expect: everyone(200) },
  'GET /api/v2/featuredjobs': { expect: everyone(200) },
  'GET /api/v2/jobsandfeatured': { expect: everyone(200) },
  'GET /api/v2/jobs/latest/3': { expect: everyone(200) },
  'GET /api/v2/jobs/suggestions': { expect: everyone(200), request: () => ({ query: { q: 'engineer' } }) },
  'GET /api/v2/jobs/:id/related': { expect: everyone(200), request: (f) => ({ params: { id: f.job.id } }) },
  'GET /api/jobs/single/:id': { expect: everyone(200), request: (f) => ({ params: { id: f.job.id } }) },
  'GET /api/jobs/:id': { expect: everyone(200), request: (f) => ({ params: { id: f.job.id } }) },
  'POST /api/jobs/:id/view': { expect: everyone(200), request: (f) => ({ params: { id: f.job.id } }) },
  'GET /api/currency-rates': { expect: everyone(200) },
  'POST /api/jobs/:id/save': { expect: signedIn(200), request: (f) => ({ params: { id: f.job.id } }) },
  'POST /api/jobs/:id/unsave': { expect: signedIn(200), request: (f) => ({ params: { id: f.job.id } }) },
  'POST /api/jobs/:id/interested': { expect: signedIn(200), request: (f) => ({ params: { id: f.job.id } }) },
  'POST /api/jobs/:id/uninterested': { expect: signedIn(200), request: (f) => ({ params: { id: f.job.id } }) },
  'GET /api/jobs/mine': { expect: signedIn(200) },
  'GET /api/jobs/single/:id/hidden': { expect: companyManagers(200), request: (f) => ({ params: { id: f.draftJob.id } }) },
  'GET /api/jobs/:id/hidden': { expect: companyManagers(200), request: (f) => ({ params: { id: f.draftJob.id } }) },
  'POST /api/jobs/:id/resend-applicants': { expect: companyManagers(200), request: (f) => ({ params: { id: f.job.id } }) },
  'GET /api/companies/:key/jobs': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'POST /api/companies/:key/jobs': {
    expect: companyManagers(201),
    request: (f, caller) => ({ params: key(f), body: { ...jobInput({ title: `Matrix job ${caller}` }), allowDuplicate: true } }),
  },
  'PUT /api/jobs/:id': { expect: companyManagers(200), request: (f) => ({ params: { id: f.draftJob.id }, body: jobInput({ title: 'Matrix draft' }) }) },
  'POST /api/jobs/:id/transitions': {
    expect: companyManagers(200),
    request: async (f) => ({ params: { id: await f.fresh.draftJob() }, body: { action: 'submit' } }),
  },
  'GET /api/jobs/:id/review': { expect: companyManagers(200), request: (f) => ({ params: { id: f.job.id } }) },
  // Job review: the admin's queue and decisions (a fresh waiting job per cell).
  'GET /api/job-review': { expect: admins(200) },
  'POST /api/job-review/:id/approve': { expect: admins(200), request: async (f) => ({ params: { id: await f.fresh.reviewJob() } }) },
  'POST /api/job-review/:id/reject': {
    expect: admins(200),
    request: async (f) => ({ params: { id: await f.fresh.reviewJob() }, body: { reason: 'Please name the salary range.' } }),
  },
  'POST /api/jobs/:id/confirm-open': { expect: companyManagers(200), request: (f) => ({ params: { id: f.job.id }, body: {} }) },
  'GET /api/jobs/:id/payment-options': { expect: companyManagers(200), request: (f) => ({ params: { id: f.pendingJob.id } }) },
  'GET /api/jobs/:id/checkout': {
    expect: companyManagers(303),
    request: (f) => ({ params: { id: f.pendingJob.id }, query: { product: 'post', cancel_url: '/client' } }),
  },
  // Scout and headhunter orders: the startup's managers and admins.
  'POST /api/companies/:key/scout-orders': {
    expect: companyManagers(201),
    request: (f, caller) => ({ params: key(f), body: { ...scoutOrderInput, role: `Matrix role ${caller}` } }),
  },
  'GET /api/companies/:key/scout-orders': { expect: companyManagers(200), request: (f) => ({ params: key(f) }) },
  'GET /api/companies/:key/scout-orders/:id': { expect: companyManagers(200), request: (f) => ({ params: { ...key(f), id: f.scoutOrder.id } }) },
  'POST /api/companies/:key/scout-orders/:id/status': {
    expect: admins(200),
    request: async (f) => ({ params: { ...key(f), id: await f.fresh.paidScoutOrder() }, body: { status: 'in_progress' } }),
  },
  'GET /api/companies/:key/scout-orders/:id/checkout': {
    expect: companyManagers(303),
    request: (f) => ({ params: { ...key(f), id: f.scoutOrder.id }, query: { cancel_url: '/client' } }),
  },
  // The local checkout: the payment id (a random UUID) and the signature are the permission.
  'GET /api/payments/local/:id': { expect: everyone(200), request: (f) => ({ params: { id: f.payment.id } }) },
  'POST /api/payments/local/:id/pay': { expect: everyone(303), request: (f) => ({ params: { id: f.payment.id } }) },
  'POST /api/payments/local/:id/cancel': { expect: everyone(303), request: async (f) => ({ params: { id: await f.fresh.payment() } }) },
  'GET /api/payments/local/callback': { expect: everyone(303), request: async (f) => ({ query: await f.fresh.paidCallback() }) },

  // Investors: the public funding list, creation for the signed-in, the rest for its managers.
  'GET /api/investors': { expect: everyone(200) },
  'GET /api/investors/:key': { expect: everyone(200), request: (f) => ({ params: investorKey(f) }) },
  'GET /api/investors/quiz': { expect: everyone(200) },
  'POST /api/investors/:key/views': { expect: everyone(200), request: (f) => ({ params: investorKey(f) }) },
  'GET /api/investors/:key/portfolio-jobs': { expect: everyone(200), request: (f) => ({ params: investorKey(f) }) },
  'POST /api/investors': {
    expect: signedIn(201),
    request: (_f, caller) => ({ body: { name: `Matrix Fund ${caller}`, type: 'VENTURES', website: 'matrix-fund.example' } }),
  },
  'POST /api/investors/:key/platform': { expect: investorManagers(200), request: (f) => ({ params: investorKey(f), body: { platform: 'main' } }) },
  'GET /api/investors/:key/hidden': { expect: investorManagers(200), request: (f) => ({ params: investorKey(f) }) },
  'PUT /api/investors/:key': { expect: investorManagers(200), request: (f) => ({ params: investorKey(f), body: { name: 'Fjordvik Ventures' } }) },
  'GET /api/investors/:key/dashboard': { expect: investorManagers(200), request: (f) => ({ params: investorKey(f) }) },
  'GET /api/investors/:key/portfolio': { expect: investorManagers(200), request: (f) => ({ params: investorKey(f) }) },
  'POST /api/investors/:key/portfolio': {
    expect: investorManagers(201),
    request: (f) => ({ params: investorKey(f), body: { name: 'Matrix Portfolio Co', website: 'portfolio.example' } }),
  },
  'GET /api/investors/:key/portfolio/:id': { expect: investorManagers(200), request: (f) => ({ params: { ...investorKey(f), id: f.portfolioEntry.id } }) },
  'PUT /api/investors/:key/portfolio/:id': {
    expect: investorManagers(200),
    request: (f) => ({ params: { ...investorKey(f), id: f.portfolioEntry.id }, body: { name: 'Matrix Portfolio Co', website: 'portfolio.example' } }),
  },
  'DELETE /api/investors/:key/portfolio/:id': {
    expect: investorManagers(200),
    request: async (f) => ({ params: { ...investorKey(f), id: await f.fresh.portfolioEntry() } }),
  },
  'GET /api/investors/:key/managers': { expect: investorManagers(200), request: (f) => ({ params: investorKey(f) }) },
  'PUT /api/investors/:key/managers/:userId': {
    expect: investorManagers(200),
    request: async (f) => ({ params: { ...investorKey(f), userId: await f.fresh.investorManager() }, body: { role: 'member' } }),
  },
  'POST /api/investors/:key/invites': {
    expect: investorManagers(201),
    request: (f, caller) => ({ params: investorKey(f), body: { email: `investor-invitee-${caller.toLowerCase()}@example.com` } }),
  },
  'DELETE /api/investors/:key/invites/:id': {
    expect: investorManagers(200),
    request: async (f) => ({ params: { ...investorKey(f), id: await f.fresh.investorInvite() } }),
  },
  'DELETE /api/investors/:key/managers/:userId': {
    expect: investorManagers(200),
    request: async (f) => ({ params: { ...investorKey(f), userId: await f.fresh.investorManager() } }),
  },

  // Invitations: the link's key shows it; only the invited account may accept (this one is not theirs).
  'GET /api/invites/:inviteKey': { expect: everyone(200), request: (f) => ({ params: { inviteKey: f.inviteKey } }) },
  'POST /api/invites/:inviteKey/accept': {
    expect: row(NOT_SIGNED_IN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN),
    request: (f) => ({ params: { inviteKey: f.inviteKey } }),
  },

  // Saved searches: the signed-in user's own; another user's answers like a missing one.
  'GET /api/job-search': { expect: signedIn(200) },
  'POST /api/job-search': { expect: signedIn(201), request: () => ({ body: { key: searchKey, filters: {}, since } }) },
  'PATCH /api/job-search/:id': {
    expect: row(NOT_SIGNED_IN, 200, NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND),
    request: (f) => ({ params: { id: f.savedSearch.id }, body: { pinned: true } }),
  },
  'DELETE /api/job-search/:id': {
    expect: row(NOT_SIGNED_IN, 204, NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND),
    request: async (f) => ({ params: { id: await f.fresh.savedSearch() } }),
  },
  'POST /api/jobs/count/bulk': { expect: signedIn(200), request: () => ({ body: { items: [{ key: searchKey, filters: {}, since }] } }) },

  // Job digests: the settings key is the credential (the settings page needs no log-in).
  'GET /api/digest/mail/:email': { expect: everyone(200), request: () => ({ params: { email: 'applicant@nordhub.test' } }) },
  // Not the caller's own address: everyone gets 202 "check your inbox", never the settings key.
  'POST /api/digest': { expect: everyone(202), request: (_f, caller) => ({ body: { email: `digest-${caller.toLowerCase()}@example.com`, frequency: 'daily' } }) },
  'POST /api/digest/confirm': { expect: everyone(200), request: async (f) => ({ body: { confirmKey: await f.fresh.digestConfirmKey() } }) },
  'GET /api/digest/:settingsKey': { expect: everyone(200), request: (f) => ({ params: { settingsKey: f.digestKey } }) },
  'PUT /api/digest/:settingsKey': { expect: everyone(200), request: (f) => ({ params: { settingsKey: f.digestKey }, body: { data: { frequency: 'daily' } } }) },
  'POST /api/digest/unsubscribe/:settingsKey': { expect: everyone(200), request: (f) => ({ params: { settingsKey: f.digestKey } }) },
  'GET /api/digest/unsubscribe/:settingsKey': { expect: everyone(303), request: (f) => ({ params: { settingsKey: f.digestKey } }) },
  // The same, at the address of mails sent before (left out of the OpenAPI document).
  'POST /api/digest/:settingsKey/unsubscribe': { expect: everyone(200), request: (f) => ({ params: { settingsKey: f.digestKey } }) },
  'GET /api/digest/:settingsKey/unsubscribe': { expect: everyone(303), request: (f) => ({ params: { settingsKey: f.digestKey } }) },

  // Public content, feeds and white-label feeds.
  'GET /api/deals': { expect: everyone(200) },
  'GET /api/deals/:key': { expect: everyone(200), request: (f) => ({ params: { key: f.deal.key } }) },
  'GET /api/pages/:key': { expect: everyone(200), request: (f) => ({ params: { key: f.content.page } }) },
  'GET /api/blog-posts': { expect: everyone(200) },
  'GET /api/blog-posts/:key': { expect: everyone(200), request: (f) => ({ params: { key: f.content.blogPost } }) },
  'GET /api/tools': { expect: everyone(200) },
  'GET /api/tools/:key': { expect: everyone(200), request: (f) => ({ params: { key: f.content.tool } }) },
  'GET /api/pages/partners': { expect: everyone(200) },
  'GET /api/partners/:key': { expect: everyone(200), request: (f) => ({ params: { key: f.content.partner } }) },
  'GET /api/linkedin/job-feed.xml': { expect: everyone(200) },
  'GET /api/feeds/indeed.xml': { expect: everyone(200) },
  'GET /api/companies/white-label-feed-domain/:domain': { expect: everyone(200), request: (f) => ({ params: { domain: f.feed.domain } }) },
  'GET /api/domains/:domain/white-label-feed': { expect: everyone(200), request: (f) => ({ params: { domain: f.feed.domain } }) },
  'GET /api/white-label-feeds/:key/jobs': { expect: everyone(200), request: (f) => ({ params: { key: f.feed.key } }) },
  'GET /api/white-label-feeds/:key/jobs/:id': { expect: everyone(200), request: (f) => ({ params: { key: f.feed.key, id: f.feed.jobId } }) },

  // Development only (never registered in production).
  'GET /api/dev/mailbox': { expect: everyone(200) },

  // The audit log of security events.
  'GET /api/audit-log': { expect: admins(200) },
};
