export { apiClient, createApiClient, type ApiClient, type CreateApiClientOptions } from './client';
export { startWithFirstPaintQueries } from './page-data';
export {
  ApiClientError,
  clientErrorCodes,
  defaultErrorMessages,
  isApiClientError,
  normalizeApiError,
  type ApiClientErrorInit,
} from './errors';
export { parseResponse } from './parse';
export { applyServerError } from './forms/apply-server-error';
export { createQueryClient, shouldRetryRequest } from './query-client';
export { queryKeys } from './query-keys';
export { type RequestOptions } from './request-options';
export {
  getSiteConfiguration,
  siteConfigurationPath,
  siteConfigurationQueryOptions,
  useSiteConfiguration,
} from './site/get-site-configuration';
export { getVisitorCountry, useVisitorCountry, visitorCountryPath, visitorCountryQueryOptions } from './site/get-visitor-country';
export { getHealth, healthPath, healthQueryOptions, useHealth } from './health/get-health';
export { cachedMe, meQueryKey, writeMe } from './users/me-cache';
export { getMeOrGuest, mePath, meQueryOptions, sessionPath, useMe } from './users/get-me';
export { signIn, signInPath, useSignIn } from './users/sign-in';
export { signUp, signUpPath, useSignUp } from './users/sign-up';
export { signOut, signOutPath, useSignOut } from './users/sign-out';
export { forgotPassword, forgotPasswordPath, useForgotPassword } from './users/forgot-password';
export { resetPassword, resetPasswordPath, useResetPassword } from './users/reset-password';
export { verifyEmail, verifyEmailPath, useVerifyEmail } from './users/verify-email';
export { updateMe, useUpdateMe } from './users/update-me';
export { confirmEmailChange, confirmEmailChangePath, useConfirmEmailChange } from './users/confirm-email-change';
export { applicantPath, createApplicant, useCreateApplicant } from './users/create-applicant';
export {
  connectProfilePlatform,
  profilePlatformPath,
  useConnectProfilePlatform,
  type ConnectProfilePlatform,
} from './users/connect-profile-platform';
export { getRobotCheck, robotCheckPath, robotCheckQueryOptions, useRobotCheck } from './robot-check/get-robot-check';
export { contactPath, sendContactMessage, useSendContactMessage } from './contact/send-contact-message';
export { uploadImage, uploadImagePath, useUploadImage, type UploadImageOptions, type UploadImageVariables } from './uploads/upload-image';
export {
  uploadFile,
  uploadPath,
  useUpload,
  type UploadFileOptions,
  type UploadState,
  type UseUploadResult,
} from './uploads/upload-file';
export { getManagedCompany, managedCompanyPath, managedCompanyQueryOptions, useManagedCompany } from './companies/get-managed-company';
export { getResponseRecord, responseRecordPath, responseRecordQueryOptions, useResponseRecord } from './companies/get-response-record';
export { companiesPath, createCompany, useCreateCompany } from './companies/create-company';
export { searchStartups, searchStartupsQueryOptions, startupsPath, useSearchStartups } from './companies/search-startups';
export {
  getStartup,
  getStartupJobs,
  STARTUP_JOBS_PAGE_SIZE,
  startupJobsPath,
  startupJobsQueryOptions,
  startupPath,
  startupQueryOptions,
  useStartup,
  useStartupJobs,
} from './companies/get-startup';
export { embedCompanyJobsQueryOptions, getEmbedCompanyJobs, useEmbedCompanyJobs } from './embeds/embed-company-jobs';
export {
  followStartup,
  followStartupPath,
  patchStartupFollowed,
  useFollowStartup,
  type FollowAction,
  type FollowStartupVariables,
} from './companies/follow-startup';
export { engagementLogPath, logEngagement, useLogEngagement } from './engagement/log-engagement';
export { companyPath, updateCompany, useUpdateCompany, type UpdateCompanyVariables } from './companies/update-company';
export {
  companyDashboardPath,
  companyDashboardQueryOptions,
  getCompanyDashboard,
  useCompanyDashboard,
} from './companies/get-company-dashboard';
export {
  LinkedInPopupError,
  linkedInStartPath,
  linkedInStartUrl,
  openLinkedInPopup,
  type LinkedInSignInResult,
} from './linkedin/linkedin-popup';
export { currencyRatesPath, currencyRatesQueryOptions, getCurrencyRates, useCurrencyRates } from './currency-rates/get-currency-rates';
export { searchJobs, searchJobsPath, searchJobsQueryOptions, useSearchJobs, type JobSearchRequest } from './jobs/search-jobs';
export {
  featuredJobsPath,
  featuredJobsQueryOptions,
  getFeaturedJobs,
  getLatestJobs,
  latestJobsPath,
  latestJobsQueryOptions,
  useFeaturedJobs,
  useLatestJobs,
} from './jobs/get-home-jobs';
export {
  getJobSuggestions,
  jobSuggestionsPath,
  jobSuggestionsQueryOptions,
  MAX_SUGGESTION_QUERY_LENGTH,
  useJobSuggestions,
} from './jobs/get-job-suggestions';
export { getJob, jobPath, jobQueryOptions, useJob } from './jobs/get-job';
export { getRelatedJobs, relatedJobsPath, relatedJobsQueryOptions, useRelatedJobs } from './jobs/get-related-jobs';
export { jobViewPath, recordJobView } from './jobs/record-job-view';
export {
  jobFlagPath,
  patchJobFlags,
  setJobFlag,
  useJobFlag,
  useJobInterest,
  useSaveJob,
  type JobFlagVariables,
} from './jobs/job-flags';
export { getMyJobs, myJobsPath, myJobsQueryOptions, useMyJobs } from './jobs/get-my-jobs';
export { resendJobApplicants, resendJobApplicantsPath, useResendJobApplicants } from './jobs/resend-job-applicants';
export { companyJobsPath, companyJobsQueryOptions, getCompanyJobs, useCompanyJobs } from './company-jobs/get-company-jobs';
export { getManagedJob, managedJobPath, managedJobQueryOptions, useManagedJob } from './company-jobs/get-managed-job';
export {
  companyJobPath,
  createCompanyJob,
  updateCompanyJob,
  useSaveCompanyJob,
  type SaveCompanyJobVariables,
} from './company-jobs/save-company-job';
export { jobTransitionsPath, transitionJob, useTransitionJob, type TransitionJobVariables } from './company-jobs/transition-job';
export { getJobReviewQueue, jobReviewQueuePath, jobReviewQueueQueryOptions, useJobReviewQueue } from './job-review/get-job-review-queue';
export { getJobReview, jobReviewPath, jobReviewQueryOptions, useJobReview } from './job-review/get-job-review';
export {
  approveJobInReview,
  approveJobPath,
  rejectJobInReview,
  rejectJobPath,
  useDecideJobReview,
  type JobReviewDecision,
} from './job-review/decide-job-review';
export {
  confirmJobOpen,
  confirmJobOpenPath,
  duplicateJobOf,
  useConfirmJobOpen,
  type ConfirmJobOpenVariables,
} from './company-jobs/confirm-job-open';
export {
  getJobPaymentOptions,
  jobPaymentOptionsPath,
  jobPaymentOptionsQueryOptions,
  useJobPaymentOptions,
} from './company-jobs/get-payment-options';
export {
  getSavedJobSearches,
  savedJobSearchesPath,
  savedJobSearchesQueryOptions,
  useSavedJobSearches,
} from './job-search/get-saved-job-searches';
export { createSavedJobSearch, useCreateSavedJobSearch } from './job-search/create-saved-job-search';
export { updateSavedJobSearch, useUpdateSavedJobSearch, type UpdateSavedJobSearchVariables } from './job-search/update-saved-job-search';
export { deleteSavedJobSearch, useDeleteSavedJobSearch } from './job-search/delete-saved-job-search';
export { savedJobSearchPath } from './job-search/saved-job-searches-cache';
export { countJobsBulk, jobsCountBulkPath, jobsCountBulkQueryOptions, useJobsCountBulk, type JobsCountItem } from './job-search/count-jobs-bulk';
export { digestSettingsPath, digestSettingsQueryOptions, getDigestSettings, useDigestSettings } from './digest/get-digest-settings';
export { digestMailPath, digestMailQueryOptions, getDigestMail, useDigestMail } from './digest/get-digest-mail';
export { subscribeDigest, subscribeDigestPath, useSubscribeDigest } from './digest/subscribe-digest';
export { confirmDigest, confirmDigestPath, useConfirmDigest } from './digest/confirm-digest';
export { updateDigest, useUpdateDigest } from './digest/update-digest';
export { logDigestError, type DigestAction } from './digest/log-digest-error';
export {
  getProfileTeam,
  changeProfileManagerRole,
  inviteProfileManager,
  profileInvitePath,
  profileInvitesPath,
  profileManagerPath,
  profileTeamPath,
  profileTeamQueryOptions,
  removeProfileManager,
  useChangeProfileManagerRole,
  useInviteProfileManager,
  useProfileTeam,
  useRemoveProfileManager,
  useWithdrawProfileInvite,
  withdrawProfileInvite,
  type TeamProfileRef,
} from './teams/profile-team';
export {
  acceptProfileInvite,
  getProfileInvite,
  profileInviteKeyPath,
  profileInviteQueryOptions,
  useAcceptProfileInvite,
  useProfileInvite,
} from './teams/profile-invite';
export {
  companySettingsPath,
  companySettingsQueryOptions,
  getCompanySettings,
  updateCompanySettings,
  useCompanySettings,
  useUpdateCompanySettings,
  revokeCareersDomain,
  useRevokeCareersDomain,
  useVerifyCareersDomain,
  verifyCareersDomain,
} from './companies/company-settings';
export {
  CAREERS_JOBS_PAGE_SIZE,
  careersJobsQueryOptions,
  careersSitePath,
  careersSiteQueryOptions,
  getCareersJobs,
  getCareersSite,
  useCareersJobs,
  useCareersSite,
  type CareersJobsRequest,
} from './companies/careers-site';
export {
  careersSiteSettingsPath,
  careersSiteSettingsQueryOptions,
  getCareersSiteSettings,
  updateCareersLanguages,
  updateCareersSiteSettings,
  useCareersSiteSettings,
  useUpdateCareersLanguages,
  useUpdateCareersSiteSettings,
} from './companies/careers-site-settings';
export {
  createWhiteLabelFeed,
  deleteWhiteLabelFeed,
  getWhiteLabelFeeds,
  useCreateWhiteLabelFeed,
  useDeleteWhiteLabelFeed,
  revokeWhiteLabelFeedDomain,
  setWhiteLabelFeedLanguage,
  useRevokeWhiteLabelFeedDomain,
  useSetWhiteLabelFeedLanguage,
  useVerifyWhiteLabelFeedDomain,
  useWhiteLabelFeeds,
  verifyWhiteLabelFeedDomain,
  whiteLabelFeedsPath,
  whiteLabelFeedsQueryOptions,
} from './companies/white-label-feeds';
export {
  getWhiteLabelFeedByDomain,
  getWhiteLabelFeedJob,
  getWhiteLabelFeedJobs,
  useWhiteLabelFeedByDomain,
  useWhiteLabelFeedJob,
  useWhiteLabelFeedJobs,
  whiteLabelFeedByDomainQueryOptions,
  whiteLabelFeedDomainPath,
  whiteLabelFeedJobQueryOptions,
  whiteLabelFeedJobsPath,
  whiteLabelFeedJobsQueryOptions,
  type FeedJobsRequest,
} from './companies/white-label-feed-site';
export {
  companyBlogPostsPath,
  companyBlogPostsQueryOptions,
  deleteCompanyBlogPost,
  getCompanyBlogPosts,
  saveCompanyBlogPost,
  useCompanyBlogPosts,
  useDeleteCompanyBlogPost,
  useSaveCompanyBlogPost,
  type SaveBlogPostVariables,
} from './companies/company-blog-posts';
export {
  claimCompanyDeal,
  companyDealQueryOptions,
  companyDealsPath,
  companyDealsQueryOptions,
  getCompanyDeal,
  getCompanyDeals,
  useClaimCompanyDeal,
  useCompanyDeal,
  useCompanyDeals,
} from './companies/company-deals';
export { advanceScoutOrder, useAdvanceScoutOrder } from './companies/advance-scout-order';
export { createScoutOrder, useCreateScoutOrder } from './companies/create-scout-order';
export {
  getScoutOrder,
  getScoutOrders,
  scoutOrderQueryOptions,
  scoutOrdersPath,
  scoutOrdersQueryOptions,
  useScoutOrder,
  useScoutOrders,
} from './companies/get-scout-orders';
export { dealPath, dealQueryOptions, dealsPath, dealsQueryOptions, getDeal, getDeals, useDeal, useDeals } from './deals/get-deals';
export { contentPagePath, contentPageQueryOptions, getContentPage, useContentPage } from './pages/get-content-page';
export {
  investorsPath,
  searchInvestors,
  searchInvestorsQueryOptions,
  useSearchInvestors,
  type InvestorSearchRequest,
} from './investors/search-investors';
export { getInvestor, investorPath, investorQueryOptions, useInvestor } from './investors/get-investor';
export { getPortfolioJobs, portfolioJobsPath, portfolioJobsQueryOptions, usePortfolioJobs } from './investors/portfolio-jobs';
export { INVESTOR_SUGGESTIONS, useInvestorSuggestions, useOptionalInvestor } from './investors/investor-suggestions';
export {
  createInvestor,
  getFundingQuizResults,
  getInvestorDashboard,
  getInvestorPortfolio,
  getManagedInvestor,
  investorPortfolioPath,
  managedInvestorQueryOptions,
  recordInvestorView,
  updateInvestor,
  useCreateInvestor,
  useDeletePortfolioEntry,
  useFundingQuizResults,
  useInvestorDashboard,
  useInvestorPortfolio,
  useManagedInvestor,
  useSavePortfolioEntry,
  useUpdateInvestor,
  type SavePortfolioEntryVariables,
  type UpdateInvestorVariables,
} from './investors/investor-portal';
export { blogPostsPath, blogPostsQueryOptions, getBlogPosts, useBlogPosts, type BlogPostsRequest } from './blog/get-blog-posts';
export { blogPostPath, blogPostQueryOptions, getBlogPost, useBlogPost } from './blog/get-blog-post';
export { getTools, toolsPath, toolsQueryOptions, useTools, type ToolsRequest } from './tools/get-tools';
export { getTool, toolPath, toolQueryOptions, useTool } from './tools/get-tool';
export { getPartnersPage, partnersPagePath, partnersPageQueryOptions, usePartnersPage } from './partners/get-partners-page';
export { getPartner, partnerPath, partnerQueryOptions, usePartner } from './partners/get-partner';
export { OAuthPopupError, openOAuthPopup, type OAuthPopupOptions } from './oauth/oauth-popup';
export {
  applicantsCsvUrl,
  applicantsParams,
  applicantsPath,
  applicantsQueryOptions,
  getApplicants,
  useApplicants,
} from './applicants/get-applicants';
export { moveApplication, moveApplicationPath, useMoveApplication, type MoveApplicationVariables } from './applicants/move-application';
export { moveApplications, moveApplicationsPath, useMoveApplications } from './applicants/move-applications';
export {
  addApplicationNote,
  applicationNotesPath,
  applicationNotesQueryOptions,
  getApplicationNotes,
  useAddApplicationNote,
  useApplicationNotes,
} from './applicants/application-notes';
export {
  createKanbanColumn,
  deleteKanbanColumn,
  kanbanColumnPath,
  kanbanColumnsPath,
  updateKanbanColumn,
  useCreateKanbanColumn,
  useDeleteKanbanColumn,
  useUpdateKanbanColumn,
} from './applicants/kanban-columns';
export { applyToJob, applyToJobPath, useApplyToJob } from './applicants/apply-to-job';
export {
  applicantOverviewPath,
  applicantOverviewQueryOptions,
  followedStartupsPath,
  followedStartupsQueryOptions,
  getApplicantOverview,
  getFollowedStartups,
  getMyApplications,
  getQuickApplySettings,
  myApplicationsPath,
  myApplicationsQueryOptions,
  quickApplySettingsPath,
  quickApplySettingsQueryOptions,
  saveQuickApplySettings,
  useApplicantOverview,
  useFollowedStartups,
  useMyApplications,
  useQuickApplySettings,
  useSaveQuickApplySettings,
} from './applicants/applicant-portal';
export { useCvUpload, type CvUpload } from './uploads/use-cv-upload';
export {
  AtsPopupError,
  atsConnectionPath,
  atsConnectionQueryOptions,
  getAtsConnection,
  openAtsPopup,
  useAtsConnection,
  useConnectAts,
  useDisconnectAts,
} from './applicants/ats-connection';
export { sendSlackTestMessage, useSendSlackTestMessage } from './companies/slack-test';
export { getLinkedInFeedStatus, linkedInFeedStatusQueryOptions, useLinkedInFeedStatus } from './companies/linkedin-feed-status';
