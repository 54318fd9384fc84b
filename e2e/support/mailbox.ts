import { expect, type APIRequestContext } from '@playwright/test';

type MailboxMail = { to: string; subject: string; text: string; links: string[]; createdAt: string; headers?: Record<string, string> | null };

/**
 * The newest mail the product sent to an address, read from the development mailbox (the outbox
 * that stands in for SMTP outside production). Waits for it, since services queue mail as they go.
 */
export async function latestMailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxMail> {
  let found: MailboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as MailboxMail[];
      found = mails.find((mail) => subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The link in a mail that goes to a path on this site (e.g. the verification or reset link). */
export function linkTo(mail: MailboxMail, pathPart: string): URL {
  const link = mail.links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`The mail '${mail.subject}' has no link with ${pathPart}: ${mail.links.join(', ')}`);
  return new URL(link);
}

/** A fresh e-mail address per run, so stories never collide with seeded or earlier accounts. */
export const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/** Demo accounts of the seed (api/src/seed/demo.ts); they all share this password. */
export const demoPassword = 'Nordhub-demo-1';
