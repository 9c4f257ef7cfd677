import { defaultMenuTexts } from '../i18n/default-menu-texts.js';
import type { Language } from '../../shared/i18n/language.js';
import type { MenuConfig } from './menu-config.js';

/**
 * The menu served when the venue has no menu file: every action, four levels deep, all four dialog types. The X-report,
 * the cashier's most asked, is one tap from the top.
 */
export function defaultMenu(language: Language = 'en'): MenuConfig {
  const t = defaultMenuTexts(language);
  return {
    items: [
      {
        caption: t.reports,
        items: [
          {
            caption: t.shift,
            items: [
              {
                caption: t.closedShifts,
                items: [
                  {
                    caption: t.reprintZReport,
                    action: 'reprint-z-report',
                    parameter: 'reprint-z-report',
                    dialogCaption: t.dialogs.shiftNumber,
                  },
                ],
              },
            ],
          },
          {
            caption: t.period,
            items: [
              {
                caption: t.byDates,
                action: 'period-report',
                parameter: 'period-report',
                dialogCaption: t.dialogs.period,
              },
              { caption: t.oneDay, action: 'day-report', parameter: 'day-report', dialogCaption: t.dialogs.day },
            ],
          },
        ],
      },
      { caption: t.xReport, action: 'x-report', parameter: 'x-report' },
      {
        caption: t.payments,
        items: [
          {
            caption: t.find,
            items: [
              {
                caption: t.byAmountRange,
                action: 'payments-by-amount',
                parameter: 'payments-by-amount',
                dialogCaption: t.dialogs.amountRange,
              },
            ],
          },
        ],
      },
      {
        caption: t.guests,
        items: [
          {
            caption: t.balanceLookup,
            action: 'guest-balance',
            parameter: 'guest-balance',
            dialogCaption: t.dialogs.phoneOrCard,
          },
          {
            caption: t.accrueBonuses,
            action: 'accrue-bonuses',
            parameter: 'accrue-bonuses',
            dialogCaption: t.dialogs.bonusesToAccrue,
          },
          {
            caption: t.accrualReason,
            action: 'accrue-reason',
            parameter: 'accrue-reason',
            dialogCaption: t.dialogs.reasonNumber,
          },
        ],
      },
      {
        caption: t.service,
        items: [
          { caption: t.syncNow, action: 'sync-now', parameter: 'sync-now' },
          { caption: t.testConnection, action: 'test-connection', parameter: 'test-connection' },
        ],
      },
    ],
  };
}
