/** One printable document (`Unfiscal` of a `PrinterT`): its lines, and whether the printer cuts the paper after it. */
export interface PrinterDocument {
  readonly cutAfter: boolean;
  readonly lines: readonly string[];
}
