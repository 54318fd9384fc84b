import { createHrefBuilder } from '@nordhub/domain';

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
  fundingQuiz: '/funding/quiz',
  fundingQuizResults: '/funding/quiz/results',
  headhunter: '/headhunter',
  headhunterTerms: '/headhunter-terms',
  jobs: '/jobs',
  job: '/jobs/:id',
  jobWelcome: '/jobs/:id/welcome',
  jobResendApplicants: '/jobs/:id/resend-applicants',
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
} as const;

export type Paths = typeof paths;
export type PathName = keyof Paths;

/** The URL of a route, with its parameters filled in (and encoded). */
export const getHref = createHrefBuilder(paths);
