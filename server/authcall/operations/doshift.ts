import { HttpError } from '../../errors/http-error.js';
import { closeShift, repeatedClose } from '../../shifts/shift-reports.js';
import { printLayout } from '../../slips/print-layout.js';
import type { OperationSpec } from '../operation-handler.js';
import { printerT } from '../printer-documents.js';
import { attribute, childElement } from '../xml/authcall-xml.js';

/** The server's version of DoShift (docs/protocol.md, "Transport", `version`). */
export const doShiftVersion = 1;

/**
 * doshift: closes the shift and answers its Z-report in `PrinterT`, a direct child of `DoShiftResponse`. A repeat by the
 * same station within two minutes with no payment since answers the same Z-report instead of closing an empty shift.
 */
export const doShiftOperation: OperationSpec = {
  name: 'doshift',
  requestRoot: 'DoShift',
  handler(request, ctx) {
    const srcId = childElement(request.root, 'SrcID');
    if (!srcId) throw new HttpError(400, '<DoShift> must carry SrcID');
    const report = { db: ctx.db, now: new Date(ctx.clock()), ...printLayout(ctx.settings, ctx.loyalty.venue) };
    const closed =
      repeatedClose(report, request.station) ??
      closeShift(report, { station: request.station, restaurant: attribute(srcId, 'restguid') });
    ctx.logger.info({ shift: closed.shiftId, payments: closed.totals.count, station: request.station }, 'shift closed');
    ctx.terminal.events.emit('shift', { id: closed.shiftId });
    return Promise.resolve({
      root: 'DoShiftResponse',
      version: doShiftVersion,
      content: { PrinterT: printerT(closed.documents) },
    });
  },
};
