/** The DisplayT of a reprint of a shift that was never closed. */
export function closeShiftNumberHint(asked: number, last: number): string {
  return last === 0
    ? `No Z-report No ${asked}: no shift has been closed yet.`
    : `No Z-report No ${asked}: closed shifts are numbered 1 to ${last}.`;
}
