import { profileTeamSchema, userSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, createInvestor, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  let ownerId: string;
  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, PUBLIC_URL: 'http://nordhub.test' });
    ownerId = await createAccount(db(), { email: 'owner@example.com', firstName: 'Olga', lastName: 'Owner' });
    const rival = await createAccount(db(), { email: 'rival@example.com' });
    await createAccount(db(), { email: 'colleague@example.com', firstName: 'Carl', lastName: 'Colleague' });
    await createAccount(db(), { email: 'stranger@example.com' });
    await createAccount(db(), { email: 'admin@example.com', isAdmin: true });
    await createCompany(db(), { key: 'team-co', name: 'Team Co', managerId: ownerId });
    await createCompany(db(), { key: 'rival-co', name: 'Rival Co', managerId: rival });
  });
  afterAll(() => app.close());

  const as = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };
  const inviteKeyFrom = async (email: string) => {
    const [mail] = await mailsTo(db(), email);
    const link = mail?.links.find((candidate) => candidate.includes('/client/invites/'));
    if (!link) throw new Error(`No invitation mail to ${email}`);
    return { mail: mail!, link, key: decodeURIComponent(link.split('/client/invites/')[1] ?? '') };
  };

  describe('inviting, accepting and removing', () => {
    it('mails the invitation, lists it, and makes the invited account a manager when it accepts', async () => {
      const owner = await as('owner@example.com');
      const invited = await owner.post('/api/companies/team-co/invites', { email: 'Colleague@Example.com' });
      expect(invited.statusCode).toBe(201);
      expect(invited.json()).toMatchObject({ email: 'Colleague@Example.com', invitedBy: 'Olga Owner' });

      const { mail, link, key } = await inviteKeyFrom('colleague@example.com');
      expect(mail.subject).toBe('Join Team Co on Nordhub');
      expect(mail.text).toContain('Olga Owner invited you to manage Team Co');
      expect(link).toMatch(/^http:\/\/nordhub\.test\/client\/invites\//);

      const team = profileTeamSchema.parse((await owner.get('/api/companies/team-co/managers')).json());
      expect(team.managers).toEqual([expect.objectContaining({ email: 'owner@example.com', name: 'Olga Owner', role: 'owner', isYou: true })]);
      expect(team.invites).toEqual([expect.objectContaining({ email: 'Colleague@Example.com' })]);

      // The accept page can show the invitation to anyone holding the link, signed in or not.
      const preview = await app.inject({ url: `/api/invites/${encodeURIComponent(key)}` });
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ profile: { type: 'company', key: 'team-co', name: 'Team Co' }, email: 'Colleague@Example.com', invitedBy: 'Olga Owner' });

      const colleague = await as('colleague@example.com');
      expect((await colleague.get('/api/companies/team-co/managers')).statusCode).toBe(403);
      const accepted = await colleague.post(`/api/invites/${encodeURIComponent(key)}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(userSchema.parse(accepted.json()).companies).toEqual([expect.objectContaining({ key: 'team-co' })]);
      expect((await colleague.get('/api/companies/team-co/managers')).statusCode).toBe(200);

      const after = profileTeamSchema.parse((await owner.get('/api/companies/team-co/managers')).json());
      expect(after.managers.map((manager) => [manager.email, manager.role])).toEqual([
        ['owner@example.com', 'owner'],
        ['colleague@example.com', 'member'],
      ]);
      expect(after.invites).toEqual([]);

      // A used link is spent.
      const again = await colleague.post(`/api/invites/${encodeURIComponent(key)}/accept`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'E_INVALID_TOKEN', message: 'This invitation is invalid, used or expired' });
    });

    it('works for someone who signs up with the invited address after the mail was sent', async () => {
      const owner = await as('owner@example.com');
      expect((await owner.post('/api/companies/team-co/invites', { email: 'newcomer@example.com' })).statusCode).toBe(201);
      const { key } = await inviteKeyFrom('newcomer@example.com');
      const newcomer = new TestBrowser(app);
      const signUp = await newcomer.post('/api/users/sign-up', {
        name: { first: 'Nina', last: 'New' },
        email: 'newcomer@example.com',
        password: testPassword,
        reCaptchaResponse: await newcomer.solveRobotCheck(),
      });
      expect(signUp.statusCode).toBe(201);
      const accepted = await newcomer.post(`/api/invites/${encodeURIComponent(key)}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().companies).toEqual([expect.objectContaining({ key: 'team-co' })]);
    });

    it('refuses the link to another account and to a guest', async () => {
      const owner = await as('owner@example.com');
      await owner.post('/api/companies/team-co/invites', { email: 'someone.else@example.com' });
      const { key } = await inviteKeyFrom('someone.else@example.com');
      const stranger = await (await as('stranger@example.com')).post(`/api/invites/${encodeURIComponent(key)}/accept`);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().message).toBe('This invitation was sent to another e-mail address: log in with that address to accept it');
      const guest = await new TestBrowser(app).post(`/api/invites/${encodeURIComponent(key)}/accept`);
      expect(guest.statusCode).toBe(403);
      expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
      expect((await app.inject({ url: '/api/invites/not-a-real-key' })).statusCode).toBe(404);
    });

    it('replaces an open invitation when the same address is invited again, and withdraws one', async () => {
      const owner = await as('owner@example.com');
      const first = (await owner.post('/api/companies/team-co/invites', { email: 'twice@example.com' })).json();
      const { key: firstKey } = await inviteKeyFrom('twice@example.com');
      const second = (await owner.post('/api/companies/team-co/invites', { email: 'twice@example.com' })).json();
      expect(second.id).not.toBe(first.id);
      expect((await app.inject({ url: `/api/invites/${encodeURIComponent(firstKey)}` })).statusCode).toBe(404);
      const withdrawn = await owner.request('DELETE', `/api/companies/team-co/invites/${second.id}`);
      expect(withdrawn.statusCode).toBe(200);
      const team = profileTeamSchema.parse((await owner.get('/api/companies/team-co/managers')).json());
      expect(team.invites.map((invite) => invite.email)).not.toContain('twice@example.com');
    });

    it('answers 400 naming the field for a bad address and 409 for someone who already manages it', async () => {
      const owner = await as('owner@example.com');
      const bad = await owner.post('/api/companies/team-co/invites', { email: 'not-an-address' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual([expect.objectContaining({ path: 'email', message: 'Please enter a valid email address' })]);
      const existing = await owner.post('/api/companies/team-co/invites', { email: 'owner@example.com' });
      expect(existing.statusCode).toBe(409);
      expect(existing.json().message).toBe('This person already manages the startup');
    });

    it('removes a manager but never the last one', async () => {
      const owner = await as('owner@example.com');
      const team = profileTeamSchema.parse((await owner.get('/api/companies/team-co/managers')).json());
      const others = team.managers.filter((manager) => !manager.isYou);
      for (const manager of others) {
        expect((await owner.request('DELETE', `/api/companies/team-co/managers/${manager.userId}`)).statusCode).toBe(200);
      }
      const last = await owner.request('DELETE', `/api/companies/team-co/managers/${ownerId}`);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe('A startup needs at least one manager: invite someone else before removing the last one');
      const left = profileTeamSchema.parse((await owner.get('/api/companies/team-co/managers')).json());
      expect(left.managers.map((manager) => manager.email)).toEqual(['owner@example.com']);
      // A removed colleague no longer gets in.
      expect((await (await as('colleague@example.com')).get('/api/companies/team-co/managers')).statusCode).toBe(403);
    });
  });

  describe('permissions', () => {
    it("refuses another company's manager and a guest everything, and lets an admin in", async () => {
      const rival = await as('rival@example.com');
      expect((await rival.get('/api/companies/team-co/managers')).statusCode).toBe(403);
      const invite = await rival.post('/api/companies/team-co/invites', { email: 'mole@example.com' });
      expect(invite.statusCode).toBe(403);
      expect(invite.json().code).toBe('E_FORBIDDEN');
      expect((await rival.request('DELETE', `/api/companies/team-co/managers/${ownerId}`)).statusCode).toBe(403);
      expect(await mailsTo(db(), 'mole@example.com')).toEqual([]);

      const guest = new TestBrowser(app);
      const guestRead = await guest.get('/api/companies/team-co/managers');
      expect(guestRead.statusCode).toBe(403);
      expect(guestRead.json().code).toBe('E_NOT_SIGNED_IN');
      expect((await guest.post('/api/companies/team-co/invites', { email: 'x@example.com' })).statusCode).toBe(403);

      const admin = await as('admin@example.com');
      expect((await admin.get('/api/companies/team-co/managers')).statusCode).toBe(200);
    });
  });
  describe('owners and members', () => {
    let ownerA: string;
    let memberM: string;
    let rolesCo: string;
    beforeAll(async () => {
      ownerA = await createAccount(db(), { email: 'owner.a@example.com', firstName: 'Astrid', lastName: 'Owner' });
      memberM = await createAccount(db(), { email: 'member.m@example.com', firstName: 'Mads', lastName: 'Member' });
      rolesCo = await createCompany(db(), { key: 'roles-co', name: 'Roles Co', managerId: ownerA });
      // Joined after the owner (the list is in joining order): a clock of a millisecond's grain can
      // give two quick inserts the same moment, and then the e-mail would decide.
      await db().query(`INSERT INTO company_managers (company_id, user_id, role, created_at) VALUES ($1, $2, 'member', now() + interval '1 second')`, [rolesCo, memberM]);
    });
    const roles = async (browser: TestBrowser) =>
      profileTeamSchema.parse((await browser.get('/api/companies/roles-co/managers')).json()).managers.map((manager) => [manager.email, manager.role]);

    it('lets a member neither remove nor demote an owner, nor promote themselves (403 with the reason)', async () => {
      const member = await as('member.m@example.com');
      const team = profileTeamSchema.parse((await member.get('/api/companies/roles-co/managers')).json());
      expect(team.viewerIsOwner).toBe(false);
      const removal = await member.request('DELETE', `/api/companies/roles-co/managers/${ownerA}`);
      expect(removal.statusCode).toBe(403);
      expect(removal.json()).toMatchObject({ code: 'E_FORBIDDEN', message: 'Only an owner can remove an owner' });
      const demotion = await member.put(`/api/companies/roles-co/managers/${ownerA}`, { role: 'member' });
      expect(demotion.statusCode).toBe(403);
      expect(demotion.json().message).toBe('Only an owner can change who is an owner');
      const promotion = await member.put(`/api/companies/roles-co/managers/${memberM}`, { role: 'owner' });
      expect(promotion.statusCode).toBe(403);
      expect(await roles(await as('owner.a@example.com'))).toEqual([
        ['owner.a@example.com', 'owner'],
        ['member.m@example.com', 'member'],
      ]);
    });

    it('keeps the last owner: it cannot leave, be removed or be demoted (409), even by an admin', async () => {
      const owner = await as('owner.a@example.com');
      expect(profileTeamSchema.parse((await owner.get('/api/companies/roles-co/managers')).json()).viewerIsOwner).toBe(true);
      const leave = await owner.request('DELETE', `/api/companies/roles-co/managers/${ownerA}`);
      expect(leave.statusCode).toBe(409);
      expect(leave.json()).toMatchObject({ code: 'E_CONFLICT', message: 'A startup needs at least one owner: make another manager an owner first' });
      const demote = await owner.put(`/api/companies/roles-co/managers/${ownerA}`, { role: 'member' });
      expect(demote.statusCode).toBe(409);
      const admin = await as('admin@example.com');
      expect((await admin.request('DELETE', `/api/companies/roles-co/managers/${ownerA}`)).statusCode).toBe(409);
      expect((await admin.put(`/api/companies/roles-co/managers/${ownerA}`, { role: 'member' })).statusCode).toBe(409);
    });

    it('lets an owner promote a member, after which the first owner may leave; a member may leave or be removed by a member', async () => {
      const owner = await as('owner.a@example.com');
      const promoted = await owner.put(`/api/companies/roles-co/managers/${memberM}`, { role: 'owner' });
      expect(promoted.statusCode).toBe(200);
      expect(profileTeamSchema.parse(promoted.json()).managers.map((manager) => manager.role)).toEqual(['owner', 'owner']);
      expect((await owner.put(`/api/companies/roles-co/managers/${ownerA}`, { role: 'member' })).statusCode).toBe(200);
      // Now a member, Astrid can leave; Mads, the one owner left, cannot.
      expect((await owner.request('DELETE', `/api/companies/roles-co/managers/${ownerA}`)).statusCode).toBe(200);
      const mads = await as('member.m@example.com');
      expect(await roles(mads)).toEqual([['member.m@example.com', 'owner']]);
      expect((await mads.put(`/api/companies/roles-co/managers/${ownerA}`, { role: 'owner' })).statusCode).toBe(404);
      // A member removes another member (managers manage the team apart from its owners).
      const helper = await createAccount(db(), { email: 'helper@example.com' });
      const second = await createAccount(db(), { email: 'second@example.com' });
      await db().query(`INSERT INTO company_managers (company_id, user_id, role) VALUES ($1, $2, 'member'), ($1, $3, 'member')`, [rolesCo, helper, second]);
      expect((await (await as('helper@example.com')).request('DELETE', `/api/companies/roles-co/managers/${second}`)).statusCode).toBe(200);
    });

    it('applies the same rules to an investor team', async () => {
      const founder = await createAccount(db(), { email: 'fund.owner@example.com' });
      const junior = await createAccount(db(), { email: 'fund.member@example.com' });
      const fund = await createInvestor(db(), { key: 'roles-fund', name: 'Roles Fund', managerId: founder });
      await db().query(`INSERT INTO investor_managers (investor_id, user_id, role) VALUES ($1, $2, 'member')`, [fund, junior]);
      const member = await as('fund.member@example.com');
      expect((await member.request('DELETE', `/api/investors/roles-fund/managers/${founder}`)).statusCode).toBe(403);
      expect((await member.put(`/api/investors/roles-fund/managers/${junior}`, { role: 'owner' })).statusCode).toBe(403);
      const last = await (await as('fund.owner@example.com')).request('DELETE', `/api/investors/roles-fund/managers/${founder}`);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe('An investor needs at least one owner: make another manager an owner first');
    });
  });
  describe('an investor team (the same endpoints under /investors/{key})', () => {
    let partnerId: string;
    beforeAll(async () => {
      partnerId = await createAccount(db(), { email: 'partner@example.com', firstName: 'Petra', lastName: 'Partner' });
      const otherFund = await createAccount(db(), { email: 'other.fund@example.com' });
      await createAccount(db(), { email: 'analyst@example.com', firstName: 'Ana', lastName: 'Analyst' });
      await createInvestor(db(), { key: 'north-fund', name: 'North Fund', managerId: partnerId });
      await createInvestor(db(), { key: 'south-fund', name: 'South Fund', managerId: otherFund });
    });

    it('mails an invitation naming the investor and makes the invited account an investor manager when it accepts', async () => {
      const partner = await as('partner@example.com');
      const invited = await partner.post('/api/investors/north-fund/invites', { email: 'analyst@example.com' });
      expect(invited.statusCode).toBe(201);
      expect(invited.json()).toMatchObject({ email: 'analyst@example.com', invitedBy: 'Petra Partner' });

      const { mail, key } = await inviteKeyFrom('analyst@example.com');
      expect(mail.subject).toBe('Join North Fund on Nordhub');
      expect(mail.text).toContain('Petra Partner invited you to manage North Fund');
      const team = profileTeamSchema.parse((await partner.get('/api/investors/north-fund/managers')).json());
      expect(team.managers).toEqual([expect.objectContaining({ email: 'partner@example.com', isYou: true })]);
      expect(team.invites).toEqual([expect.objectContaining({ email: 'analyst@example.com' })]);

      const preview = await app.inject({ url: `/api/invites/${encodeURIComponent(key)}` });
      expect(preview.json()).toMatchObject({ profile: { type: 'investor', key: 'north-fund', name: 'North Fund' }, email: 'analyst@example.com' });

      // Another account, even a manager of another investor, cannot use the link.
      const wrong = await (await as('other.fund@example.com')).post(`/api/invites/${encodeURIComponent(key)}/accept`);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe('This invitation was sent to another e-mail address: log in with that address to accept it');
      const guest = await new TestBrowser(app).post(`/api/invites/${encodeURIComponent(key)}/accept`);
      expect(guest.statusCode).toBe(403);
      expect(guest.json().code).toBe('E_NOT_SIGNED_IN');

      const analyst = await as('analyst@example.com');
      expect((await analyst.get('/api/investors/north-fund/managers')).statusCode).toBe(403);
      const accepted = await analyst.post(`/api/invites/${encodeURIComponent(key)}/accept`);
      expect(accepted.statusCode).toBe(200);
      const user = userSchema.parse(accepted.json());
      expect(user.investors).toEqual([expect.objectContaining({ key: 'north-fund' })]);
      expect(user.companies).toEqual([]);
      expect((await analyst.get('/api/investors/north-fund/managers')).statusCode).toBe(200);
      const after = profileTeamSchema.parse((await partner.get('/api/investors/north-fund/managers')).json());
      expect(after.managers.map((manager) => [manager.email, manager.role])).toEqual([
        ['partner@example.com', 'owner'],
        ['analyst@example.com', 'member'],
      ]);
      expect(after.invites).toEqual([]);
      expect((await analyst.post(`/api/invites/${encodeURIComponent(key)}/accept`)).statusCode).toBe(404);
    });

    it("refuses another investor's manager (403) and a guest, and names the investor in a 409", async () => {
      const other = await as('other.fund@example.com');
      expect((await other.get('/api/investors/north-fund/managers')).statusCode).toBe(403);
      const invite = await other.post('/api/investors/north-fund/invites', { email: 'mole2@example.com' });
      expect(invite.statusCode).toBe(403);
      expect(invite.json().code).toBe('E_FORBIDDEN');
      expect((await other.request('DELETE', `/api/investors/north-fund/managers/${partnerId}`)).statusCode).toBe(403);
      expect(await mailsTo(db(), 'mole2@example.com')).toEqual([]);
      // A startup manager is no investor manager.
      expect((await (await as('owner@example.com')).get('/api/investors/north-fund/managers')).statusCode).toBe(403);
      const guest = await new TestBrowser(app).get('/api/investors/north-fund/managers');
      expect(guest.statusCode).toBe(403);
      expect(guest.json().code).toBe('E_NOT_SIGNED_IN');

      const existing = await (await as('partner@example.com')).post('/api/investors/north-fund/invites', { email: 'partner@example.com' });
      expect(existing.statusCode).toBe(409);
      expect(existing.json().message).toBe('This person already manages the investor');
    });

    it('withdraws an invitation and removes a manager but never the last one (409)', async () => {
      const partner = await as('partner@example.com');
      const open = (await partner.post('/api/investors/north-fund/invites', { email: 'late@example.com' })).json();
      expect((await partner.request('DELETE', `/api/investors/north-fund/invites/${open.id}`)).statusCode).toBe(200);
      const team = profileTeamSchema.parse((await partner.get('/api/investors/north-fund/managers')).json());
      expect(team.invites).toEqual([]);
      for (const manager of team.managers.filter((candidate) => !candidate.isYou)) {
        expect((await partner.request('DELETE', `/api/investors/north-fund/managers/${manager.userId}`)).statusCode).toBe(200);
      }
      const last = await partner.request('DELETE', `/api/investors/north-fund/managers/${partnerId}`);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe('An investor needs at least one manager: invite someone else before removing the last one');
      expect((await (await as('analyst@example.com')).get('/api/investors/north-fund/managers')).statusCode).toBe(403);
    });
  });
});
