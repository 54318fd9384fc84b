import type { App } from '../../../app-type';
import { createAccount, testPassword } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

jest.setTimeout(20_000);

type MailboxMail = { to: string; subject: string; template: string | null; text: string; html: string | null; headers: Record<string, string> | null };

const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Nyström',
  email: 'sara@example.com',
  topic: 'INVESTOR',
  message: 'Hello! We would like to list our fund on Nordhub.',
  ...overrides,
});


forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, CONTACT_EMAIL: 'team@nordhub.example', RATE_LIMIT_CONTACT: '3' });
  });
  afterAll(() => app.close());

  const mailsTo = async (to: string): Promise<MailboxMail[]> => (await new TestBrowser(app).get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json();

  it('stores the message, mails it to the team with Reply-To the sender, and sends the sender a copy', async () => {
    const browser = new TestBrowser(app, '10.0.0.1');
    const response = await browser.post('/api/contact', { ...contactForm(), reCaptchaResponse: await browser.solveRobotCheck() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), receivedAt: expect.any(String), message: expect.stringContaining('Thank you') });

    const stored = await db().one<{ name: string; email: string; topic: string; message: string; user_id: string | null }>(
      'SELECT name, email, topic, message, user_id FROM contact_messages WHERE id = $1',
      [response.json().id],
    );
    expect(stored).toEqual({ name: 'Sara Nyström', email: 'sara@example.com', topic: 'INVESTOR', message: 'Hello! We would like to list our fund on Nordhub.', user_id: null });

    const [team] = await mailsTo('team@nordhub.example');
    expect(team).toMatchObject({ subject: "Contact form: I'm an investor – Sara Nyström", template: 'contact-team' });
    expect(team!.headers).toEqual({ 'Reply-To': '"Sara Nyström" <sara@example.com>' });
    expect(team!.text).toContain('From: Sara Nyström <sara@example.com>');
    expect(team!.text).toContain('Hello! We would like to list our fund on Nordhub.');

    const [copy] = await mailsTo('sara@example.com');
    expect(copy).toMatchObject({ subject: 'We received your message', template: 'contact-confirmation' });
    expect(copy!.text).toContain('Hello! We would like to list our fund on Nordhub.');
  });

  it('escapes the message in HTML and keeps line breaks and header tricks out of Reply-To', async () => {
    const browser = new TestBrowser(app, '10.0.0.2');
    const response = await browser.post('/api/contact', {
      ...contactForm({ name: 'Eve "x"\r\nBcc: all@example.com', email: 'eve@example.com', message: '<script>alert(1)</script> is my message' }),
      reCaptchaResponse: await browser.solveRobotCheck(),
    });
    expect(response.statusCode).toBe(201);
    const team = (await mailsTo('team@nordhub.example')).find((mail) => mail.text.includes('is my message'));
    expect(team!.headers).toEqual({ 'Reply-To': '"Eve x Bcc: all@example.com" <eve@example.com>' });
    expect(team!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(team!.html).not.toContain('<script>');
  });

  it('records who sent it when signed in', async () => {
    const userId = await createAccount(db(), { email: 'member@example.com' });
    const browser = new TestBrowser(app, '10.0.0.3');
    await browser.signIn('member@example.com', testPassword);
    const response = await browser.post('/api/contact', { ...contactForm({ email: 'member@example.com' }), reCaptchaResponse: await browser.solveRobotCheck() });
    expect(response.statusCode).toBe(201);
    const stored = await db().one<{ user_id: string }>('SELECT user_id FROM contact_messages WHERE id = $1', [response.json().id]);
    expect(stored.user_id).toBe(userId);
  });

  it('names each invalid field and its rule', async () => {
    const browser = new TestBrowser(app, '10.0.0.4');
    const empty = await browser.post('/api/contact', { name: ' ', email: '', topic: '', message: '', reCaptchaResponse: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('E_VALIDATION');
    expect(fieldErrorsOf(empty.json())).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      topic: 'Please choose a topic',
      message: 'Please write your message',
      reCaptchaResponse: 'Please verify you are not a robot',
    });

    const wrong = await browser.post('/api/contact', {
      ...contactForm({ name: 'x'.repeat(101), email: 'not-an-email', topic: 'SPAM', message: 'Too short' }),
      reCaptchaResponse: 'anything',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrorsOf(wrong.json())).toEqual({
      name: 'Name must be at most 100 characters',
      email: 'Please enter your email address',
      topic: 'Please choose a topic',
      message: 'Message must be at least 10 characters',
    });
    expect(fieldErrorsOf((await browser.post('/api/contact', { ...contactForm({ message: 'm'.repeat(5001) }), reCaptchaResponse: 'x' })).json())).toEqual({
      message: 'Message must be at most 5000 characters',
    });
  });

  it('refuses a failed robot check with E_ROBOT_CHECK and sends nothing', async () => {
    const browser = new TestBrowser(app, '10.0.0.5');
    const response = await browser.post('/api/contact', {
      ...contactForm({ email: 'robot@example.com' }),
      reCaptchaResponse: Buffer.from('{"number":1}').toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'E_ROBOT_CHECK',
      message: 'Please verify you are not a robot',
      fields: [{ path: 'reCaptchaResponse', message: 'Please verify you are not a robot' }],
    });
    // A solved challenge counts once: sending it again fails too.
    const answer = await browser.solveRobotCheck();
    expect((await browser.post('/api/contact', { ...contactForm({ email: 'robot@example.com' }), reCaptchaResponse: answer })).statusCode).toBe(201);
    expect((await browser.post('/api/contact', { ...contactForm({ email: 'robot@example.com' }), reCaptchaResponse: answer })).json().code).toBe('E_ROBOT_CHECK');
    expect(await mailsTo('robot@example.com')).toHaveLength(1);
  });

  it('limits messages per IP address (429 E_RATE_LIMITED)', async () => {
    const browser = new TestBrowser(app, '10.0.0.6');
    const codes: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      codes.push((await browser.post('/api/contact', { ...contactForm(), reCaptchaResponse: 'not-solved' })).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
    expect((await browser.post('/api/contact', { ...contactForm(), reCaptchaResponse: 'x' })).json().code).toBe('E_RATE_LIMITED');
    // Another address is not affected.
    expect((await new TestBrowser(app, '10.0.0.7').post('/api/contact', { ...contactForm(), reCaptchaResponse: 'x' })).statusCode).toBe(400);
  });
});
