import styled from '@emotion/styled';
import { useAdvanceScoutOrder, useCreateScoutOrder, useManagedJob, useScoutOrder, useScoutOrders } from '@nordhub/api-client';
import { type ScoutOrder } from '@nordhub/contracts';
import { Badge, Button, ButtonLink, Card, Container, EmptyState, Fact, FactList, FormMessage, PageBody, PageTitle, PlainList, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import {
  formatDate,
  formatMoney,
  nextScoutOrderStatus,
  SCOUT_ORDER_KINDS,
  scoutOrderAdvanceLabels,
  scoutOrderCheckoutHref,
  scoutOrderKindLabels,
  scoutOrderStatusLabels,
  type ScoutOrderKind,
} from '@nordhub/domain';
import { NavButton, useCurrentUser } from '@nordhub/session';
import { useSearchParams } from 'react-router-dom';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';
import { ScoutOrderForm } from './scout-order-form';

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));
const StyledTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));
const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const isKind = (value: string | null): value is ScoutOrderKind => (SCOUT_ORDER_KINDS as readonly string[]).includes(value ?? '');

/** Leaves the single-page app for the API's checkout redirect (a navigation, as for jobs). */
function goToCheckout(href: string) {
  window.location.assign(href);
}

/** /client/startups/{company}/hh-steps: order Scout or a headhunter search in four steps, then pay. */
export function ScoutOrderNewPage() {
  return <ScoutOrderNew initialRole="" />;
}

/** /client/startups/{company}/jobs/{job}/hh-steps: the same order, its role the job's title. */
export function JobScoutOrderNewPage() {
  const job = useManagedJob(useRouteParam('job'));
  if (job.isPending) return <Skeleton label="Loading the job…" />;
  return <ScoutOrderNew initialRole={job.data?.title ?? ''} />;
}

function ScoutOrderNew({ initialRole }: { initialRole: string }) {
  const company = useRouteParam('company');
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const create = useCreateScoutOrder(company);
  const kindParam = params.get('kind');
  const initialKind: ScoutOrderKind = isKind(kindParam) ? kindParam : 'headhunter';
  useDocumentTitle('Order a headhunter search');
  return (
    <Container size="md">
      <PageBody>
        <PageTitle>Order a headhunter search</PageTitle>
        <StyledMuted>
          Tell us about the role in four steps, then pay at the checkout. A headhunter contacts you within two working days of the payment.
        </StyledMuted>
        <ScoutOrderForm
          initialKind={initialKind}
          initialRole={initialRole}
          contact={{ name: user?.fullName ?? '', email: user?.email ?? '' }}
          submitting={create.isPending}
          onSubmit={async (input) => {
            const order = await create.mutateAsync(input);
            // A cancelled checkout returns to the orders list, where the order waits with its Pay button.
            goToCheckout(scoutOrderCheckoutHref(company, order.id, getHref('startupScoutOrders', { company })));
          }}
        />
        <p>
          <NavButton variant="secondary" to={getHref('startupScoutOrders', { company })}>
            See your orders
          </NavButton>
        </p>
      </PageBody>
    </Container>
  );
}

function OrderFacts({ order }: { order: ScoutOrder }) {
  return (
    <FactList>
      <Fact term="Offer">{scoutOrderKindLabels[order.kind]}</Fact>
      <Fact term="Status">{scoutOrderStatusLabels[order.status]}</Fact>
      <Fact term="Salary budget">{order.budget}</Fact>
      <Fact term="Contact">
        {order.contactName} ({order.contactEmail})
      </Fact>
      <Fact term="Price">{formatMoney(order.price)}</Fact>
      <Fact term="Ordered">{formatDate(order.createdAt)}</Fact>
      <Fact term="Paid">{order.paidAt ? formatDate(order.paidAt) : null}</Fact>
    </FactList>
  );
}

/** The team's control on an order: its next status (admins; the API checks again). */
function AdvanceOrder({ company, order }: { company: string; order: ScoutOrder }) {
  const advance = useAdvanceScoutOrder(company);
  const next = nextScoutOrderStatus(order.status);
  if (!next) return null;
  return (
    <StyledActions>
      <Button variant="secondary" loading={advance.isPending} onClick={() => advance.mutate({ id: order.id, status: next })}>
        {scoutOrderAdvanceLabels[next]}
      </Button>
      {advance.isError ? <FormMessage tone="error">{advance.error.message}</FormMessage> : null}
    </StyledActions>
  );
}

/** /client/startups/{company}/scout-orders: every order of the startup with its status. */
export function ScoutOrdersPage() {
  const company = useRouteParam('company');
  const orders = useScoutOrders(company);
  const isAdmin = useCurrentUser()?.isAdmin === true;
  useDocumentTitle('Headhunter orders');
  return (
    <Container>
      <PageBody>
        <PageTitle>Headhunter orders</PageTitle>
        <StyledActions>
          <NavButton to={getHref('startupScoutOrderNew', { company })}>Order a headhunter search</NavButton>
        </StyledActions>
        {orders.isPending ? <Skeleton label="Loading your orders…" shape="cards" /> : null}
        {orders.isError ? <FormMessage tone="error">{orders.error.message}</FormMessage> : null}
        {orders.data && orders.data.length === 0 ? (
          <EmptyState title="No orders yet" headingLevel={2}>
            Order Scout or a headhunter search, and follow it here.
          </EmptyState>
        ) : null}
        <PlainList aria-label="Orders">
          {(orders.data ?? []).map((order) => (
            <li key={order.id}>
              <Card layout="column" aria-label={order.role}>
                <StyledTitle>
                  {order.role} <Badge tone={order.status === 'awaiting_payment' ? 'warning' : 'success'}>{scoutOrderStatusLabels[order.status]}</Badge>
                </StyledTitle>
                <OrderFacts order={order} />
                {order.status === 'awaiting_payment' ? (
                  <StyledActions>
                    <ButtonLink href={scoutOrderCheckoutHref(company, order.id, getHref('startupScoutOrders', { company }))}>Pay {formatMoney(order.price)}</ButtonLink>
                  </StyledActions>
                ) : null}
                {isAdmin ? <AdvanceOrder company={company} order={order} /> : null}
              </Card>
            </li>
          ))}
        </PlainList>
      </PageBody>
    </Container>
  );
}

/**
 * The page a paid order lands on (the id comes back from the checkout as ?order=): the order and
 * its status, or, without a real order of this startup, a plain "no order" and the way to one.
 */
function OrderConfirmation({ kind, title }: { kind: ScoutOrderKind; title: string }) {
  const company = useRouteParam('company');
  const [params] = useSearchParams();
  const id = params.get('order');
  const order = useScoutOrder(company, id);
  const found = order.data && order.data.kind === kind && order.data.status !== 'awaiting_payment' ? order.data : null;
  useDocumentTitle(found ? title : 'No order to confirm');
  const links = (
    <StyledActions>
      <NavButton to={getHref('startupScoutOrders', { company })}>See your orders</NavButton>
      {found ? null : (
        <NavButton variant="secondary" to={`${getHref('startupScoutOrderNew', { company })}?kind=${kind}`}>
          Order a headhunter search
        </NavButton>
      )}
    </StyledActions>
  );
  if (id && order.isPending) {
    return (
      <Container>
        <PageBody>
          <Skeleton label="Loading your order…" />
        </PageBody>
      </Container>
    );
  }
  if (!found) {
    const unpaid = order.data?.status === 'awaiting_payment';
    return (
      <Container>
        <PageBody>
          <PageTitle>No order to confirm</PageTitle>
          <p>{unpaid ? 'This order is not paid yet. Pay for it from your orders.' : 'There is no paid order of this startup to show here.'}</p>
          {links}
        </PageBody>
      </Container>
    );
  }
  return (
    <Container>
      <PageBody>
        <PageTitle>{title}</PageTitle>
        <p>
          Thank you for your payment. A headhunter contacts {found.contactName} within two working days about <strong>{found.role}</strong>; the receipt is on
          its way to your inbox.
        </p>
        <OrderFacts order={found} />
        <StyledMuted>Order number {found.id}</StyledMuted>
        {links}
      </PageBody>
    </Container>
  );
}

/** /client/startups/{company}/headhunter-posted: a paid headhunter search. */
export function HeadhunterPostedPage() {
  return <OrderConfirmation kind="headhunter" title="Your headhunter search is ordered" />;
}

/** /client/startups/{company}/max-posted: a paid Scout shortlist. */
export function MaxPostedPage() {
  return <OrderConfirmation kind="scout" title="Your Scout order is placed" />;
}
