import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

/** Who writes to Nordhub through /contact; the team sorts messages by it. */
export const contactTopicSchema = z.enum(['JOB_SEEKER', 'STARTUP', 'INVESTOR', 'PARTNERSHIP', 'PRESS', 'OTHER'], {
  error: 'Please choose a topic',
});
export type ContactTopic = z.infer<typeof contactTopicSchema>;

/** The contact form's topic choices, in the order the form lists them. */
export const contactTopicLabels: Record<ContactTopic, string> = {
  JOB_SEEKER: "I'm looking for a job",
  STARTUP: "I'm a startup",
  INVESTOR: "I'm an investor",
  PARTNERSHIP: 'Partnership',
  PRESS: 'Press',
  OTHER: 'Something else',
};

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The contact form's messages, one per field and rule. */
export const contactMessages = {
  name: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX_LENGTH} characters`,
  email: 'Please enter your email address',
  emailTooLong: `Email must be at most ${CONTACT_EMAIL_MAX_LENGTH} characters`,
  topic: 'Please choose a topic',
  message: 'Please write your message',
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
  robot: 'Please verify you are not a robot',
  sent: "Thank you, your message is on its way. We've sent a copy to your e-mail address and will reply within two working days.",
} as const;

/** POST /contact: a visitor's message to the Nordhub team (robot check required). */
export const contactMessageFormSchema = z.object({
  name: z.string(contactMessages.name).check(z.trim(), z.minLength(1, contactMessages.name), z.maxLength(CONTACT_NAME_MAX_LENGTH, contactMessages.nameTooLong)),
  email: z.pipe(z.string(contactMessages.email).check(z.trim(), z.minLength(1, { message: contactMessages.email, abort: true }), z.maxLength(CONTACT_EMAIL_MAX_LENGTH, contactMessages.emailTooLong)), z.email(contactMessages.email)),
  topic: contactTopicSchema,
  message: z.string(contactMessages.message).check(z.trim(), z.minLength(1, { message: contactMessages.message, abort: true }), z.minLength(CONTACT_MESSAGE_MIN_LENGTH, contactMessages.messageTooShort), z.maxLength(CONTACT_MESSAGE_MAX_LENGTH, contactMessages.messageTooLong)),
  /** Token of the robot check (ALTCHA payload or reCAPTCHA response), as on sign-up. */
  reCaptchaResponse: z.string(contactMessages.robot).check(z.minLength(1, contactMessages.robot)),
});
export type ContactMessageForm = z.input<typeof contactMessageFormSchema>;
export type ContactMessageInput = z.output<typeof contactMessageFormSchema>;

/** The answer to POST /contact. */
export const contactMessageReceiptSchema = z.object({
  id: z.string(),
  receivedAt: isoDateTimeSchema,
  message: z.string(),
});
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
