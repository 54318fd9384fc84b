import { createHrefBuilder } from '@nordhub/domain';

/** Every route of the client portal (the product spec's screens and routes). Links use getHref, never literals. */
export const paths = {
  // The public home page (mfe-public), where a finished password reset lands.
  home: '/',
  // Public job pages (mfe-public), linked from My applications.
  jobs: '/jobs',
  job: '/jobs/:id',
  // A startup's public page (mfe-public), linked from Followed startups.
  startupPublic: '/startups/:id',
  // Where a startup lands once its profile is first published (mfe-public).
  startupWelcome: '/startups/:id/welcome',
  // Where a job lands once it is first live (mfe-public).
  jobWelcome: '/jobs/:id/welcome',
  // The public page on the EU pay transparency rules (mfe-public), linked from the job form.
  payTransparency: '/pay-transparency',
  client: '/client',
  // The admins' queue of jobs waiting for review.
  jobReview: '/client/job-review',
  applicant: '/client/applicant',
  applicantSettings: '/client/applicant/settings',
  followedStartups: '/client/followed-startups',
  myJobs: '/client/my-jobs',
  resetPassword: '/client/reset-password',
  verifyEmail: '/client/verify-email',
  // The link mailed to the new address of an e-mail change; guests open it too.
  confirmEmailChange: '/client/confirm-email-change',
  // The invitation mail's link (team page); outside the sign-in guard so guests can see it.
  acceptInvite: '/client/invites/:inviteKey',
  investorNew: '/client/investors/new',
  investor: '/client/investors/:investor',
  investorEdit: '/client/investors/:investor/edit',
  investorProfile: '/client/investors/:investor/profile',
  investorSettings: '/client/investors/:investor/settings',
  investorStartups: '/client/investors/:investor/startups',
  investorStartup: '/client/investors/:investor/startups/:id',
  investorUsers: '/client/investors/:investor/users',
  startupNew: '/client/startups/new',
  startup: '/client/startups/:company',
  startupApplicants: '/client/startups/:company/applicants',
  startupBlog: '/client/startups/:company/blog',
  startupDeals: '/client/startups/:company/deals',
  startupDeal: '/client/startups/:company/deals/:id',
  startupEdit: '/client/startups/:company/edit',
  startupFunding: '/client/startups/:company/funding',
  startupFundingInvestor: '/client/startups/:company/funding/:id',
  startupJobs: '/client/startups/:company/jobs',
  startupJobNew: '/client/startups/:company/jobs/new',
  // Every job sub-page hangs under one job: /client/startups/{company}/jobs/{job}/...
  startupJob: '/client/startups/:company/jobs/:job',
  startupJobBoost: '/client/startups/:company/jobs/:job/boost',
  startupJobBoosted: '/client/startups/:company/jobs/:job/boosted',
  startupJobEdit: '/client/startups/:company/jobs/:job/edit',
  startupJobMonetise: '/client/startups/:company/jobs/:job/monetise',
  startupJobPosted: '/client/startups/:company/jobs/:job/posted',
  // A job's own way into the orders: the steps with its title as the role, and the pages a paid order lands on.
  startupJobHeadhunterSteps: '/client/startups/:company/jobs/:job/hh-steps',
  startupJobHeadhunterPosted: '/client/startups/:company/jobs/:job/headhunter-posted',
  startupJobMaxPosted: '/client/startups/:company/jobs/:job/max-posted',
  // Scout and headhunter orders: the order steps, the list, and the pages a paid order lands on (?order={id}).
  startupScoutOrderNew: '/client/startups/:company/hh-steps',
  startupScoutOrders: '/client/startups/:company/scout-orders',
  startupHeadhunterPosted: '/client/startups/:company/headhunter-posted',
  startupMaxPosted: '/client/startups/:company/max-posted',
  startupProfile: '/client/startups/:company/profile',
  startupSettings: '/client/startups/:company/settings',
  // The careers site: its hero (words, picture or video, colours), job grouping and domain.
  startupCareersSite: '/client/startups/:company/careers-site',
  startupUsers: '/client/startups/:company/users',
  startupWhiteLabelFeeds: '/client/startups/:company/white-label-feeds',
} as const;

export type Paths = typeof paths;
export type PathName = keyof Paths;

/** The URL of a route, with its parameters filled in (and encoded). */
export const getHref = createHrefBuilder(paths);
