import type { WebContentsPrintOptions } from 'electron';
import type { PrintRequest } from '../shared/desktop/ipc-contract.js';

export type PrintPlan =
  { readonly ok: true; readonly options: WebContentsPrintOptions } | { readonly ok: false; readonly reason: string };

const marginTypes = ['default', 'none', 'printableArea'] as const;

/**
 * Turns what the page asked for (untrusted, arbitrary JSON) into silent print options for an installed printer, or a
 * one-line reason to refuse.
 */
export function planPrint(request: unknown, installedPrinters: readonly string[]): PrintPlan {
  if (request !== undefined && (typeof request !== 'object' || request === null || Array.isArray(request))) {
    return { ok: false, reason: 'print options must be an object' };
  }
  const { printerName, copies = 1, margins = 'default' } = (request ?? {}) as Record<keyof PrintRequest, unknown>;
  if (installedPrinters.length === 0) return { ok: false, reason: 'no printer is installed' };
  if (printerName !== undefined && (typeof printerName !== 'string' || printerName.length === 0)) {
    return { ok: false, reason: 'printerName must be a non-empty string' };
  }
  if (typeof printerName === 'string' && !installedPrinters.includes(printerName)) {
    return { ok: false, reason: `printer "${printerName.slice(0, 100)}" is not installed` };
  }
  if (typeof copies !== 'number' || !Number.isInteger(copies) || copies < 1 || copies > 10) {
    return { ok: false, reason: 'copies must be a whole number from 1 to 10' };
  }
  if (!marginTypes.includes(margins as (typeof marginTypes)[number])) {
    return { ok: false, reason: 'margins must be default, none or printableArea' };
  }
  return {
    ok: true,
    options: {
      silent: true,
      printBackground: true,
      copies,
      margins: { marginType: margins as (typeof marginTypes)[number] },
      ...(printerName === undefined ? {} : { deviceName: printerName }),
    },
  };
}
