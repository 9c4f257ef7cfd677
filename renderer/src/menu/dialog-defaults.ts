import { getJson } from '../api/http-client';
import { isoDay } from '@tillbridge/web-kit';
import type { DialogFields } from './dialog-values';
import type { DialogType, MenuNode } from './menu-types';

/** The shifts the reports API knows (newest first): the open one has no `closedAt`. */
interface ShiftList {
  readonly shifts: readonly { readonly id: number; readonly openedAt: string; readonly closedAt: string | null }[];
}

export interface ShiftFacts {
  /** The day the current (open) shift started. */
  readonly currentShiftDay?: string;
  /** The number of the last closed shift. */
  readonly lastClosedShift?: number;
}

/** Best effort: what the bridge's reports know about shifts (nothing when unavailable). */
export async function fetchShiftFacts(): Promise<ShiftFacts> {
  try {
    const list = await getJson<ShiftList>('/api/reports/shifts?limit=5');
    const open = list.shifts.find((shift) => !shift.closedAt);
    const closed = list.shifts.find((shift) => shift.closedAt);
    return {
      ...(open ? { currentShiftDay: isoDay(new Date(open.openedAt)) } : {}),
      ...(closed ? { lastClosedShift: closed.id } : {}),
    };
  } catch {
    return {};
  }
}

const mentionsShift = (node: MenuNode): boolean =>
  /shift|z-report|смен/i.test(`${node.parameter ?? ''} ${node.caption} ${node.dialog?.caption ?? ''}`);

/**
 * The dialog's first values: today for a date; for a date interval, from the current shift's first day to today; for a
 * number that asks for a shift, the last closed shift; otherwise empty.
 */
export function defaultFields(type: DialogType, node: MenuNode, facts: ShiftFacts, today: Date): DialogFields {
  const day = isoDay(today);
  switch (type) {
    case 'OneDate':
      return { from: '', to: '', value: day };
    case 'DateInterval':
      return {
        from: facts.currentShiftDay && facts.currentShiftDay <= day ? facts.currentShiftDay : day,
        to: day,
        value: '',
      };
    case 'OneNumber':
      return {
        from: '',
        to: '',
        value: mentionsShift(node) && facts.lastClosedShift !== undefined ? String(facts.lastClosedShift) : '',
      };
    case 'NumberInterval':
      return { from: '', to: '', value: '' };
  }
}
