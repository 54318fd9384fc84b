import { scoutOrderListSchema, scoutOrderSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, fieldErrorsOf, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { scoutOrderInput } from './test/fixtures';

const teamEmail = 'team@nordhub.example';

forEachDatabase(({ db }) => {
  let app: App;
  const as = signedInBrowsers(() => app, testPassword);
  const manager = () => as('scout-manager@example.com');
  const ordersUrl = '/api/companies/fjord-scout/scout-orders';
  const order = async (body: Record<string, unknown> = {}) => {
    const response = await (await manager()).post(ordersUrl, { ...scoutOrderInput, ...body });
    expect(response.statusCode).toBe(201);
    return scoutOrderSchema.parse(response.json());
  };
  const checkoutUrl = (id: string, cancel = '/client/startups/fjord-scout/hh-steps') =>
    `${ordersUrl}/${id}/checkout?cancel_url=${encodeURIComponent(cancel)}`;
  const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' };

  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, CONTACT_EMAIL: teamEmail });
    await app.ready();
    const managerId = await createAccount(db(), { email: 'scout-manager@example.com', firstName: 'Astrid' });
    const otherId = await createAccount(db(), { email: 'scout-other@example.com' });
    await createAccount(db(), { email: 'scout-admin@example.com', isAdmin: true });
    await createCompany(db(), { key: 'fjord-scout', name: 'Fjord Scout', managerId });
    await createCompany(db(), { key: 'aurora-scout', name: 'Aurora Scout', managerId: otherId });
  });

  afterAll(async () => {
    await app.close();
  });

  it('stores an order awaiting payment, priced by the startup’s country, and lists it', async () => {
    const created = await order({ kind: 'scout', role: 'Staff Engineer' });
    expect(created).toMatchObject({
      companyKey: 'fjord-scout',
      kind: 'scout',
      role: 'Staff Engineer',
      budget: scoutOrderInput.budget,
      contactEmail: scoutOrderInput.contactEmail,
      status: 'awaiting_payment',
      price: { amount: 4995, currency: 'DKK' },
      paidAt: null,
    });
    const list = scoutOrderListSchema.parse((await (await manager()).get(ordersUrl)).json());
    expect(list.orders.map((one) => one.id)).toContain(created.id);
    const one = await (await manager()).get(`${ordersUrl}/${created.id}`);
    expect(scoutOrderSchema.parse(one.json()).role).toBe('Staff Engineer');
  });

  it('refuses an incomplete order with 400 naming each field', async () => {
    const response = await (await manager()).post(ordersUrl, { kind: 'recruiter', role: '', brief: 'Too short', budget: '', contactName: 'A', contactEmail: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response.json())).toEqual({
      kind: 'Please choose Scout shortlist or Headhunter search',
      role: 'Please enter the role you are hiring for',
      brief: 'Brief must be at least 20 characters',
      budget: 'Please enter the salary budget for the hire',
      contactName: 'Contact name must be at least 2 characters',
      contactEmail: 'Please enter the contact person’s email address',
    });
  });

  it("keeps a startup's orders to its managers", async () => {
    const created = await order();
    expect((await new TestBrowser(app).post(ordersUrl, scoutOrderInput)).json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
    const other = await as('scout-other@example.com');
    expect((await other.post(ordersUrl, scoutOrderInput)).statusCode).toBe(403);
    expect((await other.get(ordersUrl)).statusCode).toBe(403);
    expect((await other.get(checkoutUrl(created.id))).statusCode).toBe(403);
    // Another startup's order is not found through this startup's key.
    const theirs = scoutOrderSchema.parse((await other.post('/api/companies/aurora-scout/scout-orders', scoutOrderInput)).json());
    expect((await (await manager()).get(`${ordersUrl}/${theirs.id}`)).statusCode).toBe(404);
    expect((await (await manager()).get(checkoutUrl(theirs.id))).statusCode).toBe(404);
  });

  it('pays through the local checkout once: the order is paid, the team gets it by mail, the manager a receipt', async () => {
    const created = await order({ role: 'Head of Growth' });
    const opened = await (await manager()).get(checkoutUrl(created.id));
    expect(opened.statusCode).toBe(303);
    const checkout = String(opened.headers.location);
    expect(checkout).toMatch(/^\/api\/payments\/local\/[0-9a-f-]{36}$/);
    const page = await app.inject({ url: checkout });
    expect(page.body).toContain('Headhunter search');
    expect(page.body).toContain('Head of Growth');
    expect(page.body).toContain('Pay 14,995 DKK');

    const callback = String((await app.inject({ method: 'POST', url: `${checkout}/pay`, ...form })).headers.location);
    const teamBefore = (await mailsTo(db(), teamEmail)).length;
    const confirmed = await app.inject({ url: callback });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/client/startups/fjord-scout/headhunter-posted?order=${created.id}`);
    // A repeated confirmation changes nothing and mails nobody again.
    expect((await app.inject({ url: callback })).statusCode).toBe(303);

    const paid = scoutOrderSchema.parse((await (await manager()).get(`${ordersUrl}/${created.id}`)).json());
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    const teamMails = (await mailsTo(db(), teamEmail)).filter((mail) => mail.template === 'scout-order-team');
    expect(teamMails).toHaveLength(teamBefore + 1);
    expect(teamMails[0]?.subject).toBe('Headhunter search ordered: Head of Growth at Fjord Scout');
    expect(teamMails[0]?.text).toContain(scoutOrderInput.brief);
    expect(teamMails[0]?.text).toContain(`Order: ${created.id}`);
    const receipts = (await mailsTo(db(), 'scout-manager@example.com')).filter((mail) => mail.template === 'payment-receipt');
    expect(receipts[0]?.text).toContain('Item: Headhunter search: Head of Growth');

    // A paid order cannot be paid again.
    expect((await (await manager()).get(checkoutUrl(created.id))).statusCode).toBe(409);

    // The team moves it on, one step at a time; the startup's managers may not, nor skip a step.
    const statusUrl = `${ordersUrl}/${created.id}/status`;
    expect((await (await manager()).post(statusUrl, { status: 'in_progress' })).statusCode).toBe(403);
    const admin = await as('scout-admin@example.com');
    const skipped = await admin.post(statusUrl, { status: 'delivered' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('An order that is "Paid: a headhunter contacts you within two working days" cannot become "Delivered"');
    expect(scoutOrderSchema.parse((await admin.post(statusUrl, { status: 'in_progress' })).json()).status).toBe('in_progress');
    expect(scoutOrderSchema.parse((await admin.post(statusUrl, { status: 'delivered' })).json()).status).toBe('delivered');
    expect(scoutOrderSchema.parse((await (await manager()).get(`${ordersUrl}/${created.id}`)).json()).status).toBe('delivered');
    expect((await admin.post(statusUrl, { status: 'bogus' })).statusCode).toBe(400);
  });

  it('sends a Scout order back to /max-posted, and a cancelled checkout leaves it awaiting payment', async () => {
    const created = await order({ kind: 'scout' });
    const checkout = String((await (await manager()).get(checkoutUrl(created.id))).headers.location);
    const cancelled = await app.inject({ method: 'POST', url: `${checkout}/cancel`, ...form });
    expect(cancelled.headers.location).toBe('/client/startups/fjord-scout/hh-steps');
    expect(scoutOrderSchema.parse((await (await manager()).get(`${ordersUrl}/${created.id}`)).json()).status).toBe('awaiting_payment');

    const again = String((await (await manager()).get(checkoutUrl(created.id))).headers.location);
    const callback = String((await app.inject({ method: 'POST', url: `${again}/pay`, ...form })).headers.location);
    expect((await app.inject({ url: callback })).headers.location).toBe(`/client/startups/fjord-scout/max-posted?order=${created.id}`);
  });

  it('accepts only same-site cancel URLs', async () => {
    const created = await order();
    const response = await (await manager()).get(checkoutUrl(created.id, 'https://evil.example/x'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ path: 'cancel_url', message: 'cancel_url must be a page of this site' }] });
  });
});
