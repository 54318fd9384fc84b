import { contactMessages, type ContactMessageInput, type ContactMessageReceipt } from '@nordhub/contracts';
import type { Db } from '../../../db/db';
import type { Mailer } from '../../operations/mail';
import { contactConfirmationMail, contactTeamMail } from './contact-mails';
import { insertContactMessage } from './queries';

export interface ContactContext {
  /** The team address (CONTACT_EMAIL). */
  teamEmail: string;
  userId: string | null;
  remoteIp: string | null;
}

/**
 * Stores a contact message and queues two mails in the same transaction: the message to the
 * team (Reply-To the sender) and a confirmation with a copy to the sender.
 */
export async function sendContactMessage(
  db: Db,
  mailer: Mailer,
  { name, email, topic, message }: Omit<ContactMessageInput, 'reCaptchaResponse'>,
  context: ContactContext,
): Promise<ContactMessageReceipt> {
  return db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, { name, email, topic, message, userId: context.userId, remoteIp: context.remoteIp });
    const receivedAt = row.created_at.toISOString();
    const mail = { name, email, topic, message, receivedAt };
    await mailer.enqueue(tx, contactTeamMail(context.teamEmail, mail));
    await mailer.enqueue(tx, contactConfirmationMail(mail));
    return { id: row.id, receivedAt, message: contactMessages.sent };
  });
}
