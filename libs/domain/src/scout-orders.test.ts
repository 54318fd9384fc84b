import { nextScoutOrderStatus, scoutOrderCheckoutHref, scoutOrderConfirmationPath, scoutOrderPrice } from './scout-orders';

describe('Scout orders', () => {
  it('prices each offer by the price table row of the company’s country', () => {
    expect(scoutOrderPrice('scout', 'dk')).toEqual({ amount: 4995, currency: 'DKK' });
    expect(scoutOrderPrice('headhunter', 'SE')).toEqual({ amount: 20995, currency: 'SEK' });
    expect(scoutOrderPrice('headhunter', 'DE')).toEqual({ amount: 1995, currency: 'EUR' });
    expect(scoutOrderPrice('scout', null)).toEqual({ amount: 669, currency: 'EUR' });
  });

  it('lands a paid headhunter search on /headhunter-posted and a Scout shortlist on /max-posted, with the order id', () => {
    expect(scoutOrderConfirmationPath('nordlys', 'headhunter', 'o-1')).toBe('/client/startups/nordlys/headhunter-posted?order=o-1');
    expect(scoutOrderConfirmationPath('nordlys', 'scout', 'o-2')).toBe('/client/startups/nordlys/max-posted?order=o-2');
    expect(scoutOrderCheckoutHref('nordlys', 'o-1', '/client/startups/nordlys/scout-orders')).toBe(
      '/api/companies/nordlys/scout-orders/o-1/checkout?cancel_url=%2Fclient%2Fstartups%2Fnordlys%2Fscout-orders',
    );
  });

  it('moves a paid order on one step at a time, never before payment nor past delivery', () => {
    expect(nextScoutOrderStatus('awaiting_payment')).toBeNull();
    expect(nextScoutOrderStatus('paid')).toBe('in_progress');
    expect(nextScoutOrderStatus('in_progress')).toBe('delivered');
    expect(nextScoutOrderStatus('delivered')).toBeNull();
  });
});
