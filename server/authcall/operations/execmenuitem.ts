import { HttpError } from '../../errors/http-error.js';
import { readDialogResult } from './dialog-result-xml.js';
import { GuestMemory } from '../../menu/guest-memory.js';
import { bracedGuid } from '../../menu/menu-actions.js';
import { refused, type AccrualAccess } from '../../menu/menu-run-context.js';
import { findMenuItem, runMenuItem } from '../../menu/run-menu-item.js';
import type { AuthcallContext, OperationRequest, OperationSpec } from '../operation-handler.js';
import { printerT } from '../printer-documents.js';
import { childText } from '../xml/authcall-xml.js';
import { printLayout } from '../../slips/print-layout.js';
import { currentMenu, menuVersion } from './getmenulist.js';

/** One remembered guest per running bridge (the "Accrue bonuses" target). */
const guestMemories = new WeakMap<AuthcallContext, GuestMemory>();

function guestMemory(ctx: AuthcallContext): GuestMemory {
  let memory = guestMemories.get(ctx);
  if (!memory) guestMemories.set(ctx, (memory = new GuestMemory()));
  return memory;
}

/** The window's menu accrues with the manager's unlock; a station's only where the installation allows it. */
function accrualAccess(window: OperationRequest['window'], stationAccruals: boolean): AccrualAccess {
  if (window) return window.managerUnlocked ? 'open' : 'needs-pin';
  return stationAccruals ? 'open' : 'station-off';
}

/**
 * execmenuitem: runs the item whose `operationId` the station sends, with the values of its dialog (`DialogResult`).
 * A malformed request is a 400; a value the cashier must correct, or an item no longer in the menu, is OpResult 0 with
 * a DisplayT that says what is wrong.
 */
export const execMenuItemOperation: OperationSpec = {
  name: 'execmenuitem',
  requestRoot: 'ExecMenuItem',
  async handler(request, ctx) {
    const operationId = childText(request.root, 'OperationId')?.trim();
    if (!operationId) throw new HttpError(400, '<ExecMenuItem> must carry OperationId');
    if (!bracedGuid.test(operationId))
      throw new HttpError(400, `OperationId must be a GUID in braces, as the menu gives it; got "${operationId}"`);
    const dialog = readDialogResult(request.root);
    const item = findMenuItem(currentMenu(ctx, request.language).items, operationId);
    const outcome = item
      ? await runMenuItem(item, dialog, {
          db: ctx.db,
          now: new Date(ctx.clock()),
          station: request.station,
          ...printLayout(ctx.settings, ctx.loyalty.venue),
          ...(request.language ? { language: request.language } : {}),
          phoneRegion: ctx.settings.phoneRegion,
          loyalty: ctx.loyalty,
          syncNow: () => ctx.terminal.outbox.drain(),
          guests: guestMemory(ctx),
          accruals: accrualAccess(request.window, ctx.settings.stationAccruals),
          caller: request.window ? 'window' : 'station',
        })
      : refused(`Menu item ${operationId} is not in the menu any more: reload the menu.`);
    ctx.logger.info({ operationId, action: item?.action, ok: outcome.ok }, 'menu item run');
    return {
      root: 'ExecMenuItemResponse',
      version: menuVersion,
      content: {
        OpResult: outcome.ok ? '1' : '0',
        PrinterT: printerT(outcome.documents),
        DisplayT: outcome.display,
      },
    };
  },
};
