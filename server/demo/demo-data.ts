import type { Bootstrap } from '../loyalty/provisioning/bootstrap-schema.js';

/** The demo venue (`npm run demo`): who its guests are, what they carry, where they pay. Fixed, so a demo is repeatable. */

export interface DemoGuest {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly card: string;
  /** Bonuses credited before the first day, in currency units. */
  readonly bonuses: number;
}

export const demoGuests: readonly DemoGuest[] = [
  { firstName: 'Maria', lastName: 'Ivanova', phone: '+79991234567', card: '5536910012344820', bonuses: 20_000 },
  { firstName: 'Oleg', lastName: 'Petrov', phone: '+79997654321', card: '5536910098761234', bonuses: 15_000 },
  { firstName: 'Anna', lastName: 'Smirnova', phone: '+79161112233', card: '4276380011112222', bonuses: 12_000 },
  { firstName: 'Ivan', lastName: 'Kuznetsov', phone: '+79035556677', card: '2200150033334444', bonuses: 25_000 },
  /** Too few bonuses for most orders: the demo's declines for balance. */
  { firstName: 'Olga', lastName: 'Sokolova', phone: '+79260001122', card: '2200150055556666', bonuses: 120 },
];

export interface DemoStation {
  readonly cashguid: string;
  readonly fullcode: string;
}

export const demoStations: readonly DemoStation[] = [
  { cashguid: '{0D3B6C1E-6A51-4B7E-9C2A-5E1F00000101}', fullcode: '101' },
  { cashguid: '{0D3B6C1E-6A51-4B7E-9C2A-5E1F00000102}', fullcode: '102' },
];

export const demoVenue = { posObjectId: 'demo-cafe', name: 'Cafe Demo' } as const;

/** How many days of payments (each ended by a closed shift), and payments per day. */
export const demoDays = 14;
export const demoPaymentsPerDay = { min: 5, max: 9 } as const;

/** The embedded loyalty service's set-up: the venue, a programme with ranks, and a running campaign. */
export function demoBootstrap(firstDay: Date): Bootstrap {
  return {
    networks: [],
    venues: [{ posObjectId: demoVenue.posObjectId, name: demoVenue.name }],
    apiKeys: [],
    programmes: [
      {
        venue: demoVenue.posObjectId,
        name: 'Bonuses',
        maxBonusSharePercent: 100,
        ranks: [
          { name: 'Guest', threshold: 0, cashbackPercentage: 3 },
          { name: 'Regular', threshold: 5_000, cashbackPercentage: 5 },
          { name: 'Friend of the house', threshold: 20_000, cashbackPercentage: 8 },
        ],
      },
    ],
    campaigns: [
      {
        venue: demoVenue.posObjectId,
        id: '7b0e6a52-3f4c-4d8e-9a61-2c5d00000001',
        name: 'Sixth visit',
        description: 'A stamp for every visit; the sixth brings 300 bonuses.',
        type: 'stamp',
        from: firstDay.toISOString(),
        isActive: true,
        guestsOnly: true,
        productCodes: [],
        categories: [],
        stamp: {
          stampsPerGift: 6,
          gift: {
            name: '300 bonuses',
            giftDescription: '300 bonuses on the sixth visit',
            imageUrl: 'sixth-visit.png',
            smallImageUrl: 'sixth-visit-small.png',
            iconImageUrl: 'sixth-visit-icon.png',
            type: 'bonus',
            bonus: { value: 300 },
          },
        },
      },
    ],
  };
}
