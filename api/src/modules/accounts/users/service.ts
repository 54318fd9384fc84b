import {
  authErrorMessages,
  authTexts,
  errorCodes,
  uiFeatureSchema,
  type ForgotPassword,
  type LogInForm,
  type UpdateMe,
  type User,
} from '@nordhub/contracts';
import * as z from 'zod';
import type { Db } from '../../../db/db';
import { storedPlatformMap, storedProfileStatus } from '../../../db/stored-values';
import { badRequest, HttpError } from '../../../http-errors';
import { hashPassword, verifyPassword } from '../../../security/password';
import type { WorkReservation } from '../../../security/work-gate';
import { newToken, tokenHash } from '../../../security/tokens';
import type { Mailer } from '../../operations/mail';
import { emailChangeConfirmMail, emailChangedMail, emailChangeRequestedMail, resetPasswordMail, verificationMail } from '../../operations/mail';
import {
  findApplicant,
  findUserByEmail,
  findUserById,
  insertEmailToken,
  insertUser,
  managedCompanies,
  managedInvestors,
  retireEmailTokens,
  useEmailChangeToken,
  useEmailToken,
  type UserRow,
} from './queries';

/** Verification links work for a week, reset links for two hours, e-mail change links for a day. */
export const verificationLinkHours = 7 * 24;
export const resetLinkHours = 2;
export const emailChangeLinkHours = 24;

export const companyAdminUrl = (key: string) => `/client/startups/${encodeURIComponent(key)}`;
export const investorAdminUrl = (key: string) => `/client/investors/${encodeURIComponent(key)}`;
export const fileUrl = (path: string) => `/api/files/${path.split('/').map(encodeURIComponent).join('/')}`;

/** E-mail links: `<origin>/?email-verification-key=<key>` and `<origin>/client/reset-password?resetKey=<key>`. */
export const verificationLink = (origin: string, key: string) => `${origin}/?email-verification-key=${encodeURIComponent(key)}`;
export const resetLink = (origin: string, key: string) => `${origin}/client/reset-password?resetKey=${encodeURIComponent(key)}`;
/** The link mailed to the new address of an e-mail change: its page posts the key to users/confirm-email-change. */
export const emailChangeLink = (origin: string, key: string) => `${origin}/client/confirm-email-change?emailChangeKey=${encodeURIComponent(key)}`;

/** A user's UI features as stored; a value the schema no longer reads is none. */
const storedUiFeatures = z.array(uiFeatureSchema).catch([]);

/** The User JSON (contracts' userSchema) of an account, from the database. */
export async function loadUser(db: Db, userId: string): Promise<User> {
  const [user, companies, investors, applicant] = await Promise.all([
    findUserById(db, userId),
    managedCompanies(db, userId),
    managedInvestors(db, userId),
    findApplicant(db, userId),
  ]);
  if (!user) throw new HttpError(403, errorCodes.E_NOT_SIGNED_IN, authErrorMessages.notSignedIn);
  return toUser(user, { companies, investors, applicant });
}

function toUser(
  user: UserRow,
  related: { companies: Awaited<ReturnType<typeof managedCompanies>>; investors: Awaited<ReturnType<typeof managedInvestors>>; applicant: Awaited<ReturnType<typeof findApplicant>> },
): User {
  return {
    id: user.id,
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    name: { first: user.first_name, last: user.last_name },
    email: user.email,
    image: user.image_path ? { path: user.image_path } : null,
    imageUrl: user.image_path ? fileUrl(user.image_path) : null,
    isAdmin: user.is_admin,
    isEmailVerified: user.is_email_verified,
    companies: related.companies.map((company) => ({
      key: company.key,
      status: storedProfileStatus.parse(company.status),
      name: company.name,
      logoImage: company.logo_path ? { path: company.logo_path } : null,
      platform: storedPlatformMap.parse(company.platform),
      linkedinId: company.linkedin_id,
      adminUrl: companyAdminUrl(company.key),
    })),
    investors: related.investors.map((investor) => ({
      key: investor.key,
      status: storedProfileStatus.parse(investor.status),
      name: investor.name,
      logoImage: investor.logo_path ? { path: investor.logo_path } : null,
      platform: storedPlatformMap.parse(investor.platform),
      adminUrl: investorAdminUrl(investor.key),
    })),
    applicant: related.applicant ? { enabled: related.applicant.enabled, platform: storedPlatformMap.parse(related.applicant.platform) } : null,
    profile: user.profile,
    uiFeatures: storedUiFeatures.parse(user.ui_features),
  };
}

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so response times do not tell which e-mails have accounts.
let decoyHash: Promise<string> | undefined;

/**
 * The account id for a correct e-mail and password; otherwise 401 E_INVALID_CREDENTIALS. The check
 * runs in `reserved`'s place in the password-check queue when the request holds one
 * (reservePasswordCheck).
 */
export async function checkCredentials(db: Db, form: Pick<LogInForm, 'email' | 'password'>, reserved?: WorkReservation): Promise<string> {
  const user = await findUserByEmail(db, form.email);
  // A refused first try (the hashing queue full) must not leave a refusal as the decoy for good.
  decoyHash ??= hashPassword(newToken()).catch((error: unknown) => {
    decoyHash = undefined;
    throw error;
  });
  const ok = await verifyPassword(user?.password_hash ?? (await decoyHash), form.password, reserved);
  if (!user?.password_hash || !ok) throw new HttpError(401, errorCodes.E_INVALID_CREDENTIALS, authTexts.invalidLogIn);
  return user.id;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Creates the account and queues the verification mail; 409 E_ACCOUNT_EXISTS on a taken e-mail. */
export async function signUp(db: Db, mailer: Mailer, input: SignUpInput, origin: string): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = await insertUser(tx, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName });
    if (!userId) throw new HttpError(409, errorCodes.E_ACCOUNT_EXISTS, authTexts.accountExists);
    await sendVerificationMail(tx, mailer, { id: userId, email: input.email, firstName: input.firstName }, origin);
    return userId;
  });
}

async function sendVerificationMail(db: Db, mailer: Mailer, user: { id: string; email: string; firstName: string }, origin: string) {
  await retireEmailTokens(db, user.id, 'verify-email');
  const key = newToken();
  await insertEmailToken(db, tokenHash(key), user.id, 'verify-email', verificationLinkHours);
  await mailer.enqueue(db, verificationMail(user.email, user.firstName, verificationLink(origin, key), verificationLinkHours));
}

/** Queues a reset mail when the account exists; silent otherwise (the caller answers the same). */
export async function requestPasswordReset(db: Db, mailer: Mailer, input: ForgotPassword, origin: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) return;
    await retireEmailTokens(tx, user.id, 'reset-password');
    const key = newToken();
    await insertEmailToken(tx, tokenHash(key), user.id, 'reset-password', resetLinkHours);
    await mailer.enqueue(tx, resetPasswordMail(user.email, user.first_name, resetLink(origin, key), resetLinkHours));
  });
}

const invalidToken = (message: string) => new HttpError(400, errorCodes.E_INVALID_TOKEN, message);

/** Sets the new password from a reset link; the account's e-mail counts as verified (the link proved it). */
export async function resetPassword(db: Db, input: { resetKey: string; password: string }): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = await useEmailToken(tx, tokenHash(input.resetKey), 'reset-password');
    if (!userId) throw invalidToken(authErrorMessages.invalidResetToken);
    await tx.query('UPDATE users SET password_hash = $2, is_email_verified = true, updated_at = now() WHERE id = $1', [userId, passwordHash]);
    await retireEmailTokens(tx, userId, 'reset-password');
    return userId;
  });
}

export async function verifyEmail(db: Db, key: string): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await useEmailToken(tx, tokenHash(key), 'verify-email');
    if (!userId) throw invalidToken(authErrorMessages.invalidVerificationToken);
    await tx.query('UPDATE users SET is_email_verified = true, updated_at = now() WHERE id = $1', [userId]);
    return userId;
  });
}

export interface UpdateMeResult {
  /** The password changed: the caller ends the account's other sessions. */
  passwordChanged: boolean;
  /** A new e-mail waits for its link (the account keeps the old one until then). */
  emailChangeRequested: boolean;
}

const emailTaken = () =>
  new HttpError(409, errorCodes.E_ACCOUNT_EXISTS, authErrorMessages.emailTaken, [{ path: 'email', message: authErrorMessages.emailTaken }]);

/**
 * The current password, required to change the password or the e-mail. An account without one
 * (made by the network sign-in) may set a password without it, but not change its e-mail: the
 * e-mail is how the account is recovered, so it moves only with proof of the password.
 */
async function checkCurrentPassword(user: UserRow, update: UpdateMe, emailChanged: boolean): Promise<void> {
  const field = (message: string) => badRequest(message, [{ path: 'currentPassword', message }]);
  if (!user.password_hash) {
    if (emailChanged) throw field(authErrorMessages.emailChangeNoPassword);
    return;
  }
  if (update.newPassword === undefined && !emailChanged) return;
  if (!update.currentPassword) throw field(emailChanged && update.newPassword === undefined ? authErrorMessages.emailChangeNeedsPassword : authErrorMessages.currentPassword);
  if (!(await verifyPassword(user.password_hash, update.currentPassword))) throw field(authErrorMessages.currentPassword);
}

/**
 * PUT users/me: every change in one transaction; field errors name the field. A new e-mail is not
 * written: the new address is mailed a link (users/confirm-email-change) and the current one is
 * told, so neither a stolen session nor a typo moves the account to an address its owner lacks.
 */
export async function updateMe(db: Db, mailer: Mailer, userId: string, update: UpdateMe, origin: string): Promise<UpdateMeResult> {
  const newPasswordHash = update.newPassword ? await hashPassword(update.newPassword) : null;
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new HttpError(403, errorCodes.E_NOT_SIGNED_IN, authErrorMessages.notSignedIn);

    const emailChanged = update.email !== undefined && update.email.toLowerCase() !== user.email.toLowerCase();
    await checkCurrentPassword(user, update, emailChanged);
    if (update.imagePath) {
      const upload = await tx.maybeOne(
        `SELECT 1 AS found FROM uploads WHERE path = $1 AND kind = 'image' AND (user_id = $2 OR user_id IS NULL)`,
        [update.imagePath, userId],
      );
      if (!upload) throw badRequest('Upload the image first', [{ path: 'imagePath', message: 'Upload the image first' }]);
    }
    if (emailChanged && (await findUserByEmail(tx, update.email as string))) throw emailTaken();

    const sets: string[] = [];
    const params: unknown[] = [userId];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (update.uiFeatures !== undefined) {
      // Reached features accumulate: a feature sent again keeps its first date.
      const merged = new Map(storedUiFeatures.parse(user.ui_features).map((feature) => [feature.name, feature]));
      for (const feature of update.uiFeatures) if (!merged.has(feature.name)) merged.set(feature.name, feature);
      set('ui_features', JSON.stringify([...merged.values()]), '::jsonb');
    }
    if (update.profile !== undefined) set('profile', update.profile);
    if (update.name) {
      set('first_name', update.name.first);
      set('last_name', update.name.last);
    }
    if (newPasswordHash) set('password_hash', newPasswordHash);
    if (update.imagePath !== undefined) set('image_path', update.imagePath);
    if (sets.length) await tx.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);

    if (emailChanged) {
      const newEmail = update.email as string;
      const firstName = update.name?.first ?? user.first_name;
      // One pending change at a time: a newer request retires the older link.
      await retireEmailTokens(tx, userId, 'change-email');
      const key = newToken();
      await insertEmailToken(tx, tokenHash(key), userId, 'change-email', emailChangeLinkHours, newEmail);
      await mailer.enqueue(tx, emailChangeConfirmMail({ to: newEmail, firstName, link: emailChangeLink(origin, key), validHours: emailChangeLinkHours }));
      await mailer.enqueue(tx, emailChangeRequestedMail({ to: user.email, firstName, newEmail, siteUrl: origin }));
    }
    return { passwordChanged: newPasswordHash !== null, emailChangeRequested: emailChanged };
  });
}

/**
 * POST users/confirm-email-change: the new address proved itself, so it becomes the account's
 * (verified) e-mail, unless another account took it meanwhile (409). Links still pending for the
 * old address stop working, and the old address is told.
 */
export async function confirmEmailChange(db: Db, mailer: Mailer, key: string, origin: string): Promise<{ userId: string; email: string }> {
  return db.transaction(async (tx) => {
    const token = await useEmailChangeToken(tx, tokenHash(key));
    if (!token) throw invalidToken(authErrorMessages.invalidEmailChangeToken);
    const user = await findUserById(tx, token.user_id);
    if (!user) throw invalidToken(authErrorMessages.invalidEmailChangeToken);
    const holder = await findUserByEmail(tx, token.new_email);
    if (holder && holder.id !== user.id) throw emailTaken();
    await tx.query('UPDATE users SET email = $2, is_email_verified = true, updated_at = now() WHERE id = $1', [user.id, token.new_email]);
    await retireEmailTokens(tx, user.id, 'verify-email');
    await retireEmailTokens(tx, user.id, 'reset-password');
    await mailer.enqueue(tx, emailChangedMail({ to: user.email, firstName: user.first_name, newEmail: token.new_email, siteUrl: origin }));
    return { userId: user.id, email: token.new_email };
  });
}
