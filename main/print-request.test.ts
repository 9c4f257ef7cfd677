import { describe, expect, it } from 'vitest';
import { planPrint } from './print-request.js';

const printers = ['EPSON TM-T20III', 'Microsoft Print to PDF'];

describe('planPrint', () => {
  it('prints silently to the default printer when nothing is asked', () => {
    expect(planPrint(undefined, printers)).toEqual({
      ok: true,
      options: { silent: true, printBackground: true, copies: 1, margins: { marginType: 'default' } },
    });
  });

  it('prints to a named, installed printer with copies and margins', () => {
    expect(planPrint({ printerName: 'EPSON TM-T20III', copies: 2, margins: 'none' }, printers)).toEqual({
      ok: true,
      options: {
        silent: true,
        printBackground: true,
        copies: 2,
        margins: { marginType: 'none' },
        deviceName: 'EPSON TM-T20III',
      },
    });
  });

  it('refuses when no printer is installed', () => {
    expect(planPrint({}, [])).toEqual({ ok: false, reason: 'no printer is installed' });
  });

  it('refuses a printer that is not installed, quoting a bounded name', () => {
    const plan = planPrint({ printerName: 'x'.repeat(500) }, printers);
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.reason.length).toBeLessThan(140);
  });

  it.each([
    [null, 'print options must be an object'],
    ['EPSON', 'print options must be an object'],
    [[1], 'print options must be an object'],
    [{ printerName: '' }, 'printerName must be a non-empty string'],
    [{ printerName: 5 }, 'printerName must be a non-empty string'],
    [{ copies: 0 }, 'copies must be a whole number from 1 to 10'],
    [{ copies: 11 }, 'copies must be a whole number from 1 to 10'],
    [{ copies: 1.5 }, 'copies must be a whole number from 1 to 10'],
    [{ copies: '2' }, 'copies must be a whole number from 1 to 10'],
    [{ margins: 'custom' }, 'margins must be default, none or printableArea'],
  ])('refuses %j', (request, reason) => {
    expect(planPrint(request, printers)).toEqual({ ok: false, reason });
  });
});
