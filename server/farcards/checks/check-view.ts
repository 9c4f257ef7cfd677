import type { Database } from 'better-sqlite3';
import type { OpenCheckLine, OpenCheckView } from '../../../shared/api/open-check.js';
import type { CheckLine } from '../farcards-contract.js';
import { dishesOf } from './check-order.js';
import { getCheck, openCheckOf, openCheckOfGuest, type OpenCheck } from './check-store.js';

/** The window's view of the open check of the FarCards station `unitNo`; undefined when it has none. */
export function checkView(db: Database, unitNo: string): OpenCheckView | undefined {
  const open = openCheckOf(db, unitNo);
  return open && viewOf(db, open);
}

/** The window's view of the open check the guest `phone` is on at any station; undefined when none. */
export function guestCheckView(db: Database, phone: string): OpenCheckView | undefined {
  const open = openCheckOfGuest(db, phone);
  return open && viewOf(db, open);
}

function viewOf(db: Database, open: OpenCheck): OpenCheckView {
  return {
    unitNo: open.station,
    holder: open.holder,
    guestPhone: open.guestPhone,
    lines: dishesOf(open.lines).map(lineOf),
    totalMinor: open.totalMinor,
    discountMinor: open.discountMinor,
    mayPayMinor: open.mayPayMinor,
    writtenOffMinor: getCheck(db, open.orderId)?.written_off_minor ?? 0,
    willEarnMinor: open.willEarnMinor,
    updatedAt: open.updatedAt,
  };
}

/** A dish of the check with its modifiers folded under it. */
function lineOf({ dish, modifiers }: ReturnType<typeof dishesOf>[number]): OpenCheckLine {
  const part = (line: CheckLine) => ({ name: line.name, quantity: line.quantity, sumMinor: line.sumMinor });
  return { ...part(dish), modifiers: modifiers.map(part) };
}
