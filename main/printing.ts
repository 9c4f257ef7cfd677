import type { WebContents } from 'electron';
import type { PrinterSummary, PrintResult } from '../shared/desktop/ipc-contract.js';
import { planPrint } from './print-request.js';

/** The printers the OS knows, as the page may see them. */
export async function listPrinters(contents: WebContents): Promise<PrinterSummary[]> {
  const printers = await contents.getPrintersAsync();
  return printers.map(({ name, displayName, description }) => ({ name, displayName, description }));
}

/** One print job at a time per page: Chromium cancels a silent print started while another is being spooled. */
const queues = new WeakMap<WebContents, Promise<unknown>>();

/** Prints the page silently to the requested (or default) printer and reports how it went. */
export function printPage(contents: WebContents, request: unknown): Promise<PrintResult> {
  const job = (queues.get(contents) ?? Promise.resolve()).then(async (): Promise<PrintResult> => {
    const plan = planPrint(
      request,
      (await contents.getPrintersAsync()).map((printer) => printer.name),
    );
    if (!plan.ok) return plan;
    if (contents.isDestroyed()) return { ok: false, reason: 'the window was closed' };
    return new Promise((resolve) => {
      contents.print(plan.options, (success, failureReason) =>
        resolve(success ? { ok: true } : { ok: false, reason: failureReason || 'printing failed' }),
      );
    });
  });
  queues.set(
    contents,
    job.catch(() => undefined),
  );
  return job;
}
