import { makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { type ScoutOrder } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { ScoutOrdersPage } from './scout-order-pages';

const server = setUpTestApi();

const paid: ScoutOrder = {
  id: 'order-1',
  companyKey: 'nordlys',
  kind: 'headhunter',
  role: 'Head of Sales',
  brief: 'Build the Nordic sales team.',
  budget: 'Up to 900,000 NOK a year',
  contactName: 'Astrid Berg',
  contactEmail: 'astrid@nordlys.example',
  contactPhone: '',
  status: 'paid',
  price: { amount: 14995, currency: 'DKK' },
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:05:00.000Z',
  paidAt: '2026-12-01T09:05:00.000Z',
};

const renderPage = (isAdmin: boolean) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.startupScoutOrders} element={<ScoutOrdersPage />} />
    </Routes>,
    { route: '/client/startups/nordlys/scout-orders', user: makeUser({ isAdmin }) },
  );

describe('/client/startups/{company}/scout-orders', () => {
  it("lets the team move a paid order on, and shows the order's new status", async () => {
    // The API's order as the team moves it.
    let status: ScoutOrder['status'] = 'paid';
    const calls = server.serve({
      'GET /api/companies/nordlys/scout-orders': () => ({ status: 200, body: { orders: [{ ...paid, status }] } }),
      'POST /api/companies/nordlys/scout-orders/order-1/status': (body) => {
        status = (body as { status: ScoutOrder['status'] }).status;
        return { status: 200, body: { ...paid, status } };
      },
    });
    const { user } = renderPage(true);
    const order = await screen.findByRole('article', { name: 'Head of Sales' });
    await user.click(within(order).getByRole('button', { name: 'Mark in progress' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Head of Sales' })).getAllByText('In progress').length).toBeGreaterThan(0));
    expect(calls.find((call) => call.url === '/api/companies/nordlys/scout-orders/order-1/status')?.body).toEqual({ status: 'in_progress' });
    expect(within(screen.getByRole('article', { name: 'Head of Sales' })).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it("shows a startup's manager the status only", async () => {
    server.serve({ 'GET /api/companies/nordlys/scout-orders': { status: 200, body: { orders: [paid] } } });
    renderPage(false);
    const order = await screen.findByRole('article', { name: 'Head of Sales' });
    expect(within(order).getAllByText('Paid: a headhunter contacts you within two working days').length).toBeGreaterThan(0);
    expect(within(order).queryByRole('button', { name: /^Mark/ })).toBeNull();
  });
});
