/** A valid JSON request of the loyalty API: its path below the service, and its body. */
export interface LoyaltyMessage {
  readonly path: string;
  readonly body: unknown;
}

const uuid = (n: number) => `0f1e2d3c-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The bodies the fuzzer mutates: every b2b endpoint of the loyalty API (docs/loyalty-api.md) for one venue and one
 * seeded guest (with a card and a balance), the b2b token login (the fuzzed key has no password, so it ends in a 401),
 * and the guest sign-in and guest API requests (which need a captcha or a token, so they end in a 4xx).
 */
export function loyaltyMessages(venue: string, phone: string, card: string): readonly LoyaltyMessage[] {
  const organization = { type: 'posObjectId', id: venue };
  const guest = { type: 'phone', phone };
  const order = {
    openedAt: '2026-11-25T12:00:00Z',
    items: [
      {
        product: { code: 'TEA', name: 'Tea', group: null, categories: ['drinks'] },
        price: 150.5,
        cost: 150.5,
        discount: 0,
        quantity: 1.5,
        modifiers: [
          {
            modifier: { code: 'LEM', name: 'Lemon' },
            price: 10,
            cost: 10,
            discount: 0,
            quantity: 1,
          },
        ],
      },
    ],
  };
  const b2b = (path: string, body: object): LoyaltyMessage => ({ path: `/b2b/v1/loyalty${path}`, body });
  /** 1,000 lines (the most an order may have), half of them the campaign's product. */
  const bigOrder = {
    openedAt: order.openedAt,
    items: Array.from({ length: 1000 }, (_, i) => ({
      product: { code: i % 2 === 0 ? 'TEA' : `P${i}`, name: `Product ${i}`, group: null, categories: null },
      price: 1.5,
      cost: 1.5,
      quantity: 1,
    })),
  };
  return [
    b2b('/guests/save', {
      organization,
      guest: {
        phone,
        firstName: 'Anna',
        lastName: 'Test',
        email: 'a@example.com',
        birthday: '1990-01-31',
        sex: 'female',
      },
    }),
    b2b('/guests/update', {
      organization,
      guest,
      guestInformation: { firstName: { hasValue: true, value: 'Anya' }, sex: { hasValue: false } },
    }),
    b2b('/guests/get', { organization, guest }),
    b2b('/guests/find', { organization, cardNumber: card }),
    b2b('/guests/generateCode', { organization, guest }),
    b2b('/guests/addLoyaltyCard', { organization, guest, cardTrack: 'TRK9', cardNumber: '9009', isVirtual: false }),
    b2b('/guests/generateLoyaltyCard', { organization, guest }),
    b2b('/guests/removeLoyaltyCard', { organization, guest, cardTrack: 'TRK9' }),
    b2b('/guests/getWallet', { organization, guest }),
    b2b('/guests/addBonus', { organization, guest, amount: 1.5, comment: 'fuzz' }),
    b2b('/guests/writeoffBonus', { organization, guest, amount: 0.5, comment: 'fuzz' }),
    b2b('/guests/getBonusHistory', {
      organization,
      guest,
      filter: { fromDate: '2026-01-01T00:00:00Z', toDate: null, skip: 0, take: 10 },
    }),
    b2b('/guests/getOrdersHistory', { organization, guest, filter: { skip: 0, take: 10 } }),
    b2b('/guests/getMarketingCampaigns', { organization, guest }),
    b2b('/orders/calculate', { organization, guest, order, promocodes: [{ value: 'X' }], delivery: null }),
    b2b('/orders/confirm', {
      id: uuid(1),
      organization,
      guest,
      order,
      loyalty: { pattern: 'fingerprint', fingerprint: { value: 'fp', options: { bonuses: { payment: 0 } } } },
    }),
    b2b('/orders/close', { id: uuid(1), closedAt: '2026-11-25T13:00:00Z' }),
    b2b('/orders/refund', {
      id: uuid(1),
      refundId: uuid(2),
      refundedAt: '2026-11-25T14:00:00Z',
      items: [{ product: { code: 'TEA' }, quantity: 1 }],
    }),
    b2b('/orders/reset', { organization, orderId: uuid(1) }),
    b2b('/guests/save', { organization, guest: { phone: '+70000000001', firstName: 'Unknown\u0000range' } }),
    b2b('/guests/find', { organization, phone: '+7 000 000-00-02' }),
    b2b('/guests/addBonus', { organization, guest, amount: 1e12, comment: 'the largest amount' }),
    b2b('/orders/calculate', { organization, guest, order: bigOrder }),
    b2b('/orders/confirm', { id: uuid(3), organization, guest, order: bigOrder }),
    { path: '/b2b/v1/auth/gentoken', body: { password: 'fuzz-password' } },
    { path: '/guest/v1/auth/sendsms', body: { phone, captchaResponse: 'x' } },
    { path: '/guest/v1/auth/checksms', body: { phone, code: '123456' } },
    { path: '/guest/v1/auth/refresh', body: { authToken: 'a', refreshToken: 'b', phone } },
    { path: '/guest/v1/profile', body: {} },
    { path: '/guest/v1/orders', body: { skip: 0, take: 10 } },
    { path: '/guest/v1/paymentCode', body: {} },
  ];
}
