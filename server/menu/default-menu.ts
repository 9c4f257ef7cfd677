import type { MenuConfig } from './menu-config.js';

/** The menu served when the venue has no menu file: every action, four levels deep, all four dialog types. */
export const defaultMenu: MenuConfig = {
  items: [
    {
      caption: 'Reports',
      items: [
        {
          caption: 'Shift',
          items: [
            { caption: 'Current shift', items: [{ caption: 'X-report', action: 'x-report', parameter: 'x-report' }] },
            {
              caption: 'Closed shifts',
              items: [{ caption: 'Reprint a Z-report', action: 'reprint-z-report', parameter: 'reprint-z-report' }],
            },
          ],
        },
        {
          caption: 'Period',
          items: [
            { caption: 'By dates', action: 'period-report', parameter: 'period-report' },
            { caption: 'One day', action: 'day-report', parameter: 'day-report' },
          ],
        },
      ],
    },
    {
      caption: 'Payments',
      items: [
        {
          caption: 'Find',
          items: [{ caption: 'By amount range', action: 'payments-by-amount', parameter: 'payments-by-amount' }],
        },
      ],
    },
    {
      caption: 'Guests',
      items: [
        { caption: 'Balance lookup', action: 'guest-balance', parameter: 'guest-balance' },
        { caption: 'Accrue bonuses', action: 'accrue-bonuses', parameter: 'accrue-bonuses' },
      ],
    },
    {
      caption: 'Service',
      items: [
        { caption: 'Sync now', action: 'sync-now', parameter: 'sync-now' },
        { caption: 'Test the connection', action: 'test-connection', parameter: 'test-connection' },
      ],
    },
  ],
};
