import type { PrinterDocument } from '../../../shared/api/printer-document';

export const dialogTypes = ['DateInterval', 'NumberInterval', 'OneDate', 'OneNumber'] as const;
export type DialogType = (typeof dialogTypes)[number];

/** One `MENUITEM`: a group (no `operationId`, has items) or an operation (maybe with a dialog). */
export interface MenuNode {
  readonly caption: string;
  readonly operationId?: string;
  readonly parameter?: string;
  readonly purposeToLock?: string;
  readonly userRight?: string;
  readonly dialog?: { readonly type: DialogType; readonly caption: string };
  readonly items: readonly MenuNode[];
}

/** What a dialog gives execmenuitem: an interval, or one value (texts as the protocol writes them). */
export type DialogResult =
  | { readonly dialogType: 'DateInterval' | 'NumberInterval'; readonly from: string; readonly to: string }
  | { readonly dialogType: 'OneDate' | 'OneNumber'; readonly value: string };

/** An ExecMenuItemResponse. */
export interface MenuRunResult {
  readonly ok: boolean;
  readonly display: string | undefined;
  readonly documents: readonly PrinterDocument[];
}
