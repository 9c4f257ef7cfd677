/** TRRESPONSE `error_code`s of a refused batch (docs/farcards.md). */
export const refusalCodes = {
  badRequest: 1,
  aboveAllowed: 2,
  unknown: 3,
  unreachable: 4,
  loyaltyRefused: 5,
} as const;

/** A batch refused before anything changed: its TRRESPONSE code and the reason for the cashier. */
export class Refusal extends Error {
  constructor(
    readonly errorCode: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}
