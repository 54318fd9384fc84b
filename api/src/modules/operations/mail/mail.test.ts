import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../app-type';
import { createAccount } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { tokenHash } from '../../../security/tokens';
import { removedLinkNote, withoutSecretLinks } from './mailer';
import { pruneOutbox } from './queries';
import { digestConfirmMail, emailChangeConfirmMail, linkLinkedInMail, profileInviteMail, resetPasswordMail, verificationMail } from './templates';

/** The text of a raw SMTP message with quoted-printable soft breaks and escapes undone. */
const decodedMessage = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('mails with a one-time link', () => {
  const link = 'https://nordhub.example/secret?key=k';
  it.each([
    ['verify-email', verificationMail('a@example.com', 'Ada', link, 48)],
    ['reset-password', resetPasswordMail('a@example.com', 'Ada', link, 2)],
    ['link-linkedin', linkLinkedInMail('a@example.com', 'Ada', link, 2)],
    ['digest-confirm', digestConfirmMail('a@example.com', link, 72)],
    ['company-invite', profileInviteMail({ to: 'a@example.com', inviterName: 'Bo', profileType: 'company', profileName: 'Fjord', link, validDays: 7 })],
    ['change-email-confirm', emailChangeConfirmMail({ to: 'a@example.com', firstName: 'Ada', link, validHours: 24 })],
  ])('%s carries the link in text and HTML and marks it secret, so the outbox does not keep it', (template, mail) => {
    expect(mail.template).toBe(template);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    expect(mail.secretLinks).toEqual([link]);
    expect(mail.secretValidHours).toBeGreaterThan(0);
  });
});

describe('withoutSecretLinks', () => {
  it('removes the links from the text, the HTML (escaped there) and the headers, and keeps the rest', () => {
    const link = 'https://nordhub.example/a?key=abc&x=1';
    const stored = withoutSecretLinks(
      {
        text: `Open ${link} now. Also https://nordhub.example/jobs/1`,
        html: `<a href="https://nordhub.example/a?key=abc&amp;x=1">Open</a>`,
        headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      [link],
    );
    expect(stored).toEqual({
      text: `Open ${removedLinkNote} now. Also https://nordhub.example/jobs/1`,
      html: `<a href="${removedLinkNote}">Open</a>`,
      headers: { 'List-Unsubscribe': `<${removedLinkNote}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });
});

/** A minimal SMTP server that accepts every mail and keeps the raw messages. */
function fakeSmtpServer(messages: string[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
}

forEachDatabase(({ db }) => {
  describe('the development mailbox', () => {
    let app: App;
    let resetLink: string;
    beforeAll(async () => {
      app = await buildTestApp(db(), accountsTestEnv);
      await createAccount(db(), { email: 'mailbox@example.com', firstName: 'Maja <b>' });
      await new TestBrowser(app).post('/api/users/forgot-password', { email: 'mailbox@example.com' });
    });
    afterAll(() => app.close());

    it('lists outbox mails as JSON, newest first, with their links (filtered by address)', async () => {
      const response = await app.inject({ url: '/api/dev/mailbox?to=MAILBOX@example.com' });
      expect(response.statusCode).toBe(200);
      const [mail] = response.json() as { id: string; subject: string; to: string; links: string[]; template: string }[];
      expect(mail).toMatchObject({ subject: 'Reset your Nordhub password', to: 'mailbox@example.com', template: 'reset-password' });
      // No PUBLIC_URL: the link uses the origin the request came to.
      expect(mail?.links[0]).toMatch(/^http:\/\/localhost(:\d+)?\/client\/reset-password\?resetKey=/);
      resetLink = mail?.links[0] as string;
      expect((await app.inject({ url: '/api/dev/mailbox?to=nobody@example.com' })).json()).toEqual([]);
    });

    it('shows an accessible HTML list with subject, recipient and date, linking to each mail', async () => {
      const response = await app.inject({ url: '/dev/mailbox' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<th scope="col">Subject</th>');
      expect(html).toContain('mailbox@example.com');
      expect(html).toMatch(/<a href="\/dev\/mailbox\/[0-9a-f-]{36}">Reset your Nordhub password<\/a>/);
      expect(html).toMatch(/<time datetime="\d{4}-/);
    });

    it('shows one mail with its links clickable and user text escaped', async () => {
      const [mail] = (await app.inject({ url: '/api/dev/mailbox?to=mailbox@example.com' })).json() as { id: string }[];
      const page = await app.inject({ url: `/dev/mailbox/${mail?.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1 lang="en">Reset your Nordhub password</h1>');
      expect(page.body).toContain(`<a href="${resetLink}">`);
      expect(page.body).toContain('Maja &lt;b&gt;');
      expect(page.body).not.toContain('Maja <b>');
      expect((await app.inject({ url: '/dev/mailbox/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/dev/mailbox/not-an-id' })).statusCode).toBe(404);
    });

    it('does not exist in production or when MAILBOX_ENABLED=false', async () => {
      for (const env of [{ NODE_ENV: 'production' }, { MAILBOX_ENABLED: 'false' }] as Record<string, string>[]) {
        const closed = await buildTestApp(db(), env);
        try {
          expect((await closed.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
          const page = await closed.inject({ url: '/dev/mailbox' });
          expect(page.body).not.toContain('Development mailbox');
        } finally {
          await closed.close();
        }
      }
    });
  });

  describe('SMTP delivery (SMTP_URL)', () => {
    let smtp: Server;
    let app: App;
    const messages: string[] = [];
    beforeAll(async () => {
      smtp = fakeSmtpServer(messages);
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.address() as AddressInfo;
      app = await buildTestApp(db(), { ...accountsTestEnv, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Nordhub <hello@nordhub.test>' });
      await createAccount(db(), { email: 'smtp@example.com' });
    });
    afterAll(async () => {
      await app.close();
      await new Promise((resolve) => smtp.close(resolve));
    });

    it('sends outbox mail over SMTP and marks it sent', async () => {
      await new TestBrowser(app).post('/api/users/forgot-password', { email: 'smtp@example.com' });
      await app.mailer.deliver();
      expect(messages.some((message) => message.includes('To: smtp@example.com') && message.includes('Reset your Nordhub password'))).toBe(true);
      const row = await db().one<{ sent_at: Date | null; attempts: number }>(`SELECT sent_at, attempts FROM outbox_mails WHERE to_address = 'smtp@example.com'`);
      expect(row.sent_at).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
    });

    it('stores a sent mail without its secret link: the link the recipient got works, the stored row holds no key', async () => {
      await createAccount(db(), { email: 'leak@example.com' });
      await new TestBrowser(app).post('/api/users/forgot-password', { email: 'leak@example.com' });
      await app.mailer.deliver();
      const sent = decodedMessage(messages.find((message) => message.includes('To: leak@example.com')) ?? '');
      const key = /resetKey=([A-Za-z0-9_-]+)/.exec(sent)?.[1] ?? '';
      expect(key).toHaveLength(43);

      // What a leaked database or backup holds: no key in the outbox, only its hash in email_tokens.
      const row = await db().one<{ text_body: string; html_body: string; secret_links: unknown }>(
        `SELECT text_body, html_body, secret_links FROM outbox_mails WHERE to_address = 'leak@example.com'`,
      );
      expect(row.text_body).toContain(removedLinkNote);
      expect(row.text_body).not.toContain('resetKey');
      expect(row.html_body).not.toContain('resetKey');
      expect(row.secret_links).toBeNull();
      const dump = await db().query<{ row: string }>(`SELECT outbox_mails::text AS row FROM outbox_mails UNION ALL SELECT email_tokens::text FROM email_tokens`);
      expect(dump.some(({ row: text }) => text.includes(key))).toBe(false);
      expect(dump.some(({ row: text }) => text.includes(tokenHash(key)))).toBe(true);

      // The recipient's link still works.
      const reset = await new TestBrowser(app).post('/api/users/reset-password', { resetKey: key, password: 'Brand-new-pass3' });
      expect(reset.statusCode).toBe(200);
    });
  });

  describe('outbox retention', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(db(), accountsTestEnv);
      await createAccount(db(), { email: 'retention@example.com' });
    });
    afterAll(() => app.close());

    it('deletes mails past the retention, and mailbox-mode mails with secret links once the links expire', async () => {
      await db().query(`DELETE FROM outbox_mails`);
      // Without SMTP the reset mail keeps its link for the development mailbox, for its two hours.
      await new TestBrowser(app).post('/api/users/forgot-password', { email: 'retention@example.com' });
      const reset = await db().one<{ id: string; expires_in_minutes: number; secret_links: string[] }>(
        `SELECT id, extract(epoch FROM secret_expires_at - now())::int / 60 AS expires_in_minutes, secret_links FROM outbox_mails WHERE to_address = 'retention@example.com'`,
      );
      expect(reset.expires_in_minutes).toBeGreaterThan(110);
      expect(reset.expires_in_minutes).toBeLessThanOrEqual(120);
      expect(reset.secret_links[0]).toMatch(/resetKey=/);
      await db().query(
        `INSERT INTO outbox_mails (to_address, subject, text_body, template, created_at) VALUES
           ('old@example.com', 'Old', 'old', 'contact', now() - interval '8 days'),
           ('recent@example.com', 'Recent', 'recent', 'contact', now() - interval '6 days')`,
      );
      expect(await pruneOutbox(db(), 7)).toBe(1);
      expect((await db().query<{ to_address: string }>(`SELECT to_address FROM outbox_mails ORDER BY to_address`)).map((row) => row.to_address)).toEqual([
        'recent@example.com',
        'retention@example.com',
      ]);

      await db().query(`UPDATE outbox_mails SET secret_expires_at = now() - interval '1 minute' WHERE id = $1`, [reset.id]);
      expect(await pruneOutbox(db(), 7)).toBe(1);
      expect((await db().query<{ to_address: string }>(`SELECT to_address FROM outbox_mails`)).map((row) => row.to_address)).toEqual(['recent@example.com']);
    });
  });
});
