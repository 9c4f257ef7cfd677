import { DialogValueError, type DialogResult } from './dialog-result.js';
import { accrueBonuses, accrueWithReason } from './accrual-actions.js';
import { guestBalance } from './guest-actions.js';
import type { MenuActionName } from './menu-actions.js';
import type { MenuNode } from './menu-config.js';
import { refused, type MenuOutcome, type MenuRunContext } from './menu-run-context.js';
import {
  dayReportAction,
  paymentsByAmountAction,
  periodReportAction,
  reprintZReport,
  xReport,
} from './report-actions.js';
import { syncNow, testConnection } from './service-actions.js';

type Runner = (
  ctx: MenuRunContext,
  dialog: DialogResult | undefined,
  caption: string,
) => MenuOutcome | Promise<MenuOutcome>;

const runners: Record<MenuActionName, Runner> = {
  'x-report': xReport,
  'reprint-z-report': reprintZReport,
  'period-report': periodReportAction,
  'day-report': dayReportAction,
  'payments-by-amount': paymentsByAmountAction,
  'guest-balance': guestBalance,
  'accrue-bonuses': accrueBonuses,
  'accrue-reason': accrueWithReason,
  'sync-now': syncNow,
  'test-connection': testConnection,
};

/** Runs one operation item; a value the cashier must correct becomes a refusal naming it (OpResult 0 + DisplayT). */
export async function runMenuItem(
  item: MenuNode,
  dialog: DialogResult | undefined,
  ctx: MenuRunContext,
): Promise<MenuOutcome> {
  try {
    return await runners[item.action!](ctx, dialog, item.dialog?.caption ?? item.caption);
  } catch (error) {
    if (error instanceof DialogValueError) return refused(error.message);
    throw error;
  }
}

/** The operation item with this id (compared without regard to case), if the current menu has one. */
export function findMenuItem(items: readonly MenuNode[], operationId: string): MenuNode | undefined {
  const wanted = operationId.toUpperCase();
  for (const item of items) {
    if (item.items) {
      const found = findMenuItem(item.items, operationId);
      if (found) return found;
    } else if (item.operationId?.toUpperCase() === wanted) return item;
  }
  return undefined;
}
