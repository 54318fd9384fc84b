import { createHrefBuilder, INVESTOR_JOB_BOARD_PATH } from '@nordhub/domain';

/** Every route of this remote (spec section 2, public routes). Links use getHref, never literals. */
export const paths = {
  home: '/',
  about: '/about',
  blog: '/blog',
  careers: '/careers',
  contact: '/contact',
  dashboard: '/dashboard',
  deals: '/deals',
  deal: '/deals/:id',
  emailSignup: '/emailsignup',
  funding: '/funding',
  fundingInvestor: '/funding/:id',
  /** An investor's embeddable portfolio job board (other sites frame it). */
  fundingInvestorJobBoard: INVESTOR_JOB_BOARD_PATH,
  fundingQuiz: '/funding/quiz',
  fundingQuizResults: '/funding/quiz/results',
  headhunter: '/headhunter',
  headhunterTerms: '/headhunter-terms',
  jobs: '/jobs',
  job: '/jobs/:id',
  jobWelcome: '/jobs/:id/welcome',
  jobResendApplicants: '/jobs/:id/resend-applicants',
  jobConfirmOpen: '/jobs/:id/confirm-open',
  jobsInCountry: '/jobs/location/:country',
  jobsInCity: '/jobs/location/:country/:city',
  partners: '/partners',
  partner: '/partners/:partner',
  pricing: '/pricing',
  privacyPolicy: '/privacy-policy',
  scout: '/scout',
  scoutTerms: '/scout-terms',
  settings: '/settings',
  startups: '/startups',
  startup: '/startups/:id',
  startupWelcome: '/startups/:id/welcome',
  startupsJoin: '/startups/join',
  startupsFaq: '/startups/faq',
  careerPageProduct: '/startups/career-page',
  whiteLabelFeedProduct: '/startups/white-label-feed',
  jobListWidget: '/startups/joblistwidget/:id',
  terms: '/terms',
  tools: '/tools',
  tool: '/tools/:id',
  profileSettings: '/profile-settings/:settingsKey',
  investorsJoin: '/investors/join',
  communityProgram: '/community-program',
  externalFeaturedJobs: '/external/featuredjobs',
  // Client portal pages (mfe-client-portal) this remote links to.
  portalStartupJobs: '/client/startups/:company/jobs',
  portalStartupJobNew: '/client/startups/:company/jobs/new',
  portalStartupNew: '/client/startups/new',
  portalInvestorNew: '/client/investors/new',
  portalStartupDashboard: '/client/startups/:company',
  portalStartupEdit: '/client/startups/:company/edit',
  portalFollowedStartups: '/client/followed-startups',
  portalApplicant: '/client/applicant',
  portalApplicantSettings: '/client/applicant/settings',
  portalMyJobs: '/client/my-jobs',
} as const;

export type Paths = typeof paths;
export type PathName = keyof Paths;

/** The URL of a route, with its parameters filled in (and encoded). */
export const getHref = createHrefBuilder(paths);
