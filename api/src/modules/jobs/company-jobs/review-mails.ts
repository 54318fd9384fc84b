import { linkMail as mail, type OutgoingMail } from '../../operations/mail';

export interface ReviewMailInput {
  jobTitle: string;
  companyName: string;
  companyKey: string;
  jobId: string;
  origin: string;
}

const managedJobUrl = (input: ReviewMailInput) =>
  `${input.origin}/client/startups/${encodeURIComponent(input.companyKey)}/jobs/${encodeURIComponent(input.jobId)}`;

/** To each manager of the startup: an admin did not publish the job, and why. */
export function jobRejectedMail(to: string, input: ReviewMailInput & { reason: string }): OutgoingMail {
  return mail(
    to,
    `Your job ${input.jobTitle} needs changes before it goes live`,
    'job-review-rejected',
    [
      'Hi,',
      `We reviewed ${input.jobTitle} at ${input.companyName} and did not publish it yet. Our reason:`,
      input.reason,
      'Edit the job and submit it again: it comes back to us for review, and you will not be charged again.',
    ],
    { text: 'Edit your job', url: managedJobUrl(input) },
  );
}

/** To each manager of the startup: the job passed review and is live (its first time: the welcome page). */
export function jobApprovedMail(to: string, input: ReviewMailInput & { firstPublish: boolean }): OutgoingMail {
  return mail(
    to,
    `Your job ${input.jobTitle} is live`,
    'job-review-approved',
    ['Hi,', `We reviewed ${input.jobTitle} at ${input.companyName}: it is live on Nordhub now, and job seekers can apply.`],
    input.firstPublish
      ? { text: 'Share your job', url: `${input.origin}/jobs/${encodeURIComponent(input.jobId)}/welcome` }
      : { text: 'See your job', url: managedJobUrl(input) },
  );
}
