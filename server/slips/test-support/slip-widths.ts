/** Printer widths the slips are tested at; any whole width from `minSlipWidth` to `maxSlipWidth` is accepted. */
export const slipWidths = [32, 42, 48] as const;
