export { apiClient, createApiClient, type CreateApiClientOptions } from './client';
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
export { getHealth, healthPath, healthQueryOptions, useHealth } from './health/get-health';
export { meQueryKey, writeMe } from './users/me-cache';
export { getMe, getMeOrGuest, mePath, meQueryOptions, useMe } from './users/get-me';
export { signIn, signInPath, useSignIn } from './users/sign-in';
export { signUp, signUpPath, useSignUp } from './users/sign-up';
export { signOut, signOutPath, useSignOut } from './users/sign-out';
export { forgotPassword, forgotPasswordPath, useForgotPassword } from './users/forgot-password';
export { resetPassword, resetPasswordPath, useResetPassword } from './users/reset-password';
export { verifyEmail, verifyEmailPath, useVerifyEmail } from './users/verify-email';
export { updateMe, useUpdateMe } from './users/update-me';
export { applicantPath, createApplicant, useCreateApplicant } from './users/create-applicant';
export {
  connectProfilePlatform,
  profilePlatformPath,
  useConnectProfilePlatform,
  type ConnectProfilePlatform,
} from './users/connect-profile-platform';
export { getRobotCheck, robotCheckPath, robotCheckQueryOptions, useRobotCheck } from './robot-check/get-robot-check';
export { uploadImage, uploadImagePath, useUploadImage, type UploadImageOptions, type UploadImageVariables } from './uploads/upload-image';
export {
  authorizeWithLinkedIn,
  authorizeWithLinkedInPath,
  useAuthorizeWithLinkedIn,
} from './users/authorize-with-linkedin';
export {
  LinkedInPopupError,
  linkedInStartPath,
  openLinkedInPopup,
  type LinkedInAuthorisation,
} from './linkedin/linkedin-popup';
export { searchJobs, searchJobsPath, searchJobsQueryOptions, useSearchJobs, type JobSearchRequest } from './jobs/search-jobs';
export {
  getJobSuggestions,
  jobSuggestionsPath,
  jobSuggestionsQueryOptions,
  MAX_SUGGESTION_QUERY_LENGTH,
  useJobSuggestions,
} from './jobs/get-job-suggestions';
export { getJob, jobPath, jobQueryOptions, useJob } from './jobs/get-job';
export { getRelatedJobs, relatedJobsPath, relatedJobsQueryOptions, useRelatedJobs } from './jobs/get-related-jobs';
export { jobViewPath, recordJobView, useRecordJobView } from './jobs/record-job-view';
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
export { updateDigest, useUpdateDigest } from './digest/update-digest';
export { logDigestError, type DigestAction } from './digest/log-digest-error';
