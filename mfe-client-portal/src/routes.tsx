import { ErrorPage } from '@nordhub/design-system';
import { lazyPage, preloadPagesAt } from '@nordhub/remote-kit';
import { AuthGuard } from '@nordhub/session';
import { type RouteObject } from 'react-router-dom';
import { ApplicantLayout } from './features/layouts/applicant-layout';
import { InvestorLayout } from './features/layouts/investor-layout';
import { StartupLayout } from './features/layouts/startup-layout';
import { PageSuspense } from './page-suspense';
import { paths } from './paths';

// Features load on demand, one chunk each.
const portal = () => import(/* webpackChunkName: "portal" */ './features/portal/portal-pages');
const applicant = () => import(/* webpackChunkName: "applicant" */ './features/applicant-profile/applicant-profile-pages');
const account = () => import(/* webpackChunkName: "account" */ './features/account/account-pages');
const investors = () => import(/* webpackChunkName: "investors" */ './features/investors/investor-pages');
// The company-profile feature: one chunk per page (the form is the heavy one).
const companyNew = () => import(/* webpackChunkName: "company-new" */ './features/startup-profile/startup-new-page');
const companyDashboard = () => import(/* webpackChunkName: "company-dashboard" */ './features/startup-profile/startup-dashboard-page');
const companyEdit = () => import(/* webpackChunkName: "company-edit" */ './features/startup-profile/startup-edit-page');
const companyProfile = () => import(/* webpackChunkName: "company-profile" */ './features/startup-profile/startup-profile-page');
const startupJobs = () => import(/* webpackChunkName: "startup-jobs" */ './features/startup-jobs/startup-job-pages');
const startupJobPayments = () => import(/* webpackChunkName: "startup-job-payments" */ './features/startup-jobs/payment-pages');
const scoutOrders = () => import(/* webpackChunkName: "scout-orders" */ './features/scout-orders/scout-order-pages');
const team = () => import(/* webpackChunkName: "team" */ './features/team/team-page');
const acceptInvite = () => import(/* webpackChunkName: "accept-invite" */ './features/team/accept-invite-page');
const companySettings = () => import(/* webpackChunkName: "company-settings" */ './features/startup-settings/startup-settings-page');
const careersSite = () => import(/* webpackChunkName: "careers-site" */ './features/careers-site/careers-site-page');
const whiteLabelFeeds = () => import(/* webpackChunkName: "white-label-feeds" */ './features/white-label-feeds/white-label-feeds-page');
const companyBlog = () => import(/* webpackChunkName: "company-blog" */ './features/startup-blog/startup-blog-page');
const deals = () => import(/* webpackChunkName: "deals" */ './features/deals/deal-pages');
const funding = () => import(/* webpackChunkName: "funding" */ './features/funding/funding-pages');
const myJobs = () => import(/* webpackChunkName: "my-jobs" */ './features/my-jobs/my-jobs-page');
const applicants = () => import(/* webpackChunkName: "applicants" */ './features/applicant-board/applicant-board-page');
const jobReview = () => import(/* webpackChunkName: "job-review" */ './features/job-review/job-review-page');

const ClientHomePage = lazyPage(portal, 'ClientHomePage');
const JobReviewPage = lazyPage(jobReview, 'JobReviewPage');
const ApplicantPage = lazyPage(applicant, 'ApplicantPage');
const ApplicantSettingsPage = lazyPage(applicant, 'ApplicantSettingsPage');
const FollowedStartupsPage = lazyPage(applicant, 'FollowedStartupsPage');
const MyJobsPage = lazyPage(myJobs, 'MyJobsPage');
const ResetPasswordPage = lazyPage(account, 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(account, 'VerifyEmailPage');
const ConfirmEmailChangePage = lazyPage(account, 'ConfirmEmailChangePage');
const InvestorNewPage = lazyPage(investors, 'InvestorNewPage');
const InvestorDashboardPage = lazyPage(investors, 'InvestorDashboardPage');
const InvestorEditPage = lazyPage(investors, 'InvestorEditPage');
const InvestorProfilePage = lazyPage(investors, 'InvestorProfilePage');
const InvestorSettingsPage = lazyPage(investors, 'InvestorSettingsPage');
const InvestorStartupsPage = lazyPage(investors, 'InvestorStartupsPage');
const InvestorStartupPage = lazyPage(investors, 'InvestorStartupPage');
const InvestorUsersPage = lazyPage(team, 'InvestorUsersPage');
const StartupNewPage = lazyPage(companyNew, 'StartupNewPage');
const StartupDashboardPage = lazyPage(companyDashboard, 'StartupDashboardPage');
const StartupApplicantsPage = lazyPage(applicants, 'StartupApplicantsPage');
const JobApplicantsSection = lazyPage(applicants, 'JobApplicantsSection');
const StartupBlogPage = lazyPage(companyBlog, 'StartupBlogPage');
const StartupDealsPage = lazyPage(deals, 'StartupDealsPage');
const StartupDealPage = lazyPage(deals, 'StartupDealPage');
const StartupEditPage = lazyPage(companyEdit, 'StartupEditPage');
const StartupFundingPage = lazyPage(funding, 'StartupFundingPage');
const StartupFundingInvestorPage = lazyPage(funding, 'StartupFundingInvestorPage');
const StartupProfilePage = lazyPage(companyProfile, 'StartupProfilePage');
const StartupSettingsPage = lazyPage(companySettings, 'StartupSettingsPage');
const StartupCareersSitePage = lazyPage(careersSite, 'StartupCareersSitePage');
const StartupUsersPage = lazyPage(team, 'StartupUsersPage');
const AcceptInvitePage = lazyPage(acceptInvite, 'AcceptInvitePage');
const StartupWhiteLabelFeedsPage = lazyPage(whiteLabelFeeds, 'StartupWhiteLabelFeedsPage');
const StartupJobsPage = lazyPage(startupJobs, 'StartupJobsPage');
const StartupJobNewPage = lazyPage(startupJobs, 'StartupJobNewPage');
const StartupJobPage = lazyPage(startupJobs, 'StartupJobPage');
const StartupJobBoostPage = lazyPage(startupJobPayments, 'StartupJobBoostPage');
const StartupJobBoostedPage = lazyPage(startupJobPayments, 'StartupJobBoostedPage');
const StartupJobEditPage = lazyPage(startupJobs, 'StartupJobEditPage');
const ScoutOrderNewPage = lazyPage(scoutOrders, 'ScoutOrderNewPage');
const JobScoutOrderNewPage = lazyPage(scoutOrders, 'JobScoutOrderNewPage');
const ScoutOrdersPage = lazyPage(scoutOrders, 'ScoutOrdersPage');
const HeadhunterPostedPage = lazyPage(scoutOrders, 'HeadhunterPostedPage');
const MaxPostedPage = lazyPage(scoutOrders, 'MaxPostedPage');
const StartupJobMonetisePage = lazyPage(startupJobPayments, 'StartupJobMonetisePage');
const StartupJobPostedPage = lazyPage(startupJobPayments, 'StartupJobPostedPage');

const notFound: RouteObject = { path: '*', element: <ErrorPage status={404} /> };

/**
 * The client portal (the product spec's screens and routes): applicant, investor and startup pages under /client.
 * Exposed to the shell as `mfe_client_portal/routes`. Nested routes use absolute paths from the
 * paths module. Guards of the product spec's roles and permissions: everything needs a signed-in user except the
 * pages guests open from e-mail links; the layouts bring the applicant, startup and investor guards.
 */
export const routes: RouteObject[] = [
  {
    element: <PageSuspense />,
    children: [
      {
        path: paths.client,
        children: [
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.acceptInvite, element: <AcceptInvitePage /> },
          { path: paths.verifyEmail, element: <VerifyEmailPage /> },
          { path: paths.confirmEmailChange, element: <ConfirmEmailChangePage /> },
          {
            element: <AuthGuard />,
            children: [
              { index: true, element: <ClientHomePage /> },
              { path: paths.jobReview, element: <JobReviewPage /> },
              {
                element: <ApplicantLayout />,
                children: [
                  { path: paths.applicant, element: <ApplicantPage /> },
                  { path: paths.applicantSettings, element: <ApplicantSettingsPage /> },
                  { path: paths.followedStartups, element: <FollowedStartupsPage /> },
                  { path: paths.myJobs, element: <MyJobsPage /> },
                ],
              },
              { path: paths.investorNew, element: <InvestorNewPage /> },
              {
                path: paths.investor,
                element: <InvestorLayout />,
                children: [
                  { index: true, element: <InvestorDashboardPage /> },
                  { path: paths.investorEdit, element: <InvestorEditPage /> },
                  { path: paths.investorProfile, element: <InvestorProfilePage /> },
                  { path: paths.investorSettings, element: <InvestorSettingsPage /> },
                  { path: paths.investorStartups, element: <InvestorStartupsPage /> },
                  { path: paths.investorStartup, element: <InvestorStartupPage /> },
                  { path: paths.investorUsers, element: <InvestorUsersPage /> },
                ],
              },
              { path: paths.startupNew, element: <StartupNewPage /> },
              {
                path: paths.startup,
                element: <StartupLayout />,
                children: [
                  { index: true, element: <StartupDashboardPage /> },
                  { path: paths.startupApplicants, element: <StartupApplicantsPage /> },
                  { path: paths.startupBlog, element: <StartupBlogPage /> },
                  { path: paths.startupDeals, element: <StartupDealsPage /> },
                  { path: paths.startupDeal, element: <StartupDealPage /> },
                  { path: paths.startupEdit, element: <StartupEditPage /> },
                  { path: paths.startupFunding, element: <StartupFundingPage /> },
                  { path: paths.startupFundingInvestor, element: <StartupFundingInvestorPage /> },
                  {
                    path: paths.startupJobs,
                    children: [
                      { index: true, element: <StartupJobsPage /> },
                      { path: paths.startupJobNew, element: <StartupJobNewPage /> },
                      {
                        path: paths.startupJob,
                        children: [
                          {
                            index: true,
                            // The job, then its own applicants board (two features, composed here).
                            element: (
                              <>
                                <StartupJobPage />
                                <JobApplicantsSection />
                              </>
                            ),
                          },
                          { path: paths.startupJobBoost, element: <StartupJobBoostPage /> },
                          { path: paths.startupJobBoosted, element: <StartupJobBoostedPage /> },
                          { path: paths.startupJobEdit, element: <StartupJobEditPage /> },
                          { path: paths.startupJobMonetise, element: <StartupJobMonetisePage /> },
                          { path: paths.startupJobPosted, element: <StartupJobPostedPage /> },
                          { path: paths.startupJobHeadhunterSteps, element: <JobScoutOrderNewPage /> },
                          { path: paths.startupJobHeadhunterPosted, element: <HeadhunterPostedPage /> },
                          { path: paths.startupJobMaxPosted, element: <MaxPostedPage /> },
                        ],
                      },
                    ],
                  },
                  { path: paths.startupScoutOrderNew, element: <ScoutOrderNewPage /> },
                  { path: paths.startupScoutOrders, element: <ScoutOrdersPage /> },
                  { path: paths.startupHeadhunterPosted, element: <HeadhunterPostedPage /> },
                  { path: paths.startupMaxPosted, element: <MaxPostedPage /> },
                  { path: paths.startupProfile, element: <StartupProfilePage /> },
                  { path: paths.startupSettings, element: <StartupSettingsPage /> },
                  { path: paths.startupCareersSite, element: <StartupCareersSitePage /> },
                  { path: paths.startupUsers, element: <StartupUsersPage /> },
                  { path: paths.startupWhiteLabelFeeds, element: <StartupWhiteLabelFeedsPage /> },
                ],
              },
              notFound,
            ],
          },
        ],
      },
      notFound,
    ],
  },
];

/**
 * Loads the code of the page at `pathname`, so it renders without suspending: the shell calls it
 * before it takes over a page the server drew (a startup's dashboard), so no part of it is still
 * waiting for its code when the held clicks are let go.
 */
export const preload = (pathname: string): Promise<void> => preloadPagesAt(routes, pathname);
