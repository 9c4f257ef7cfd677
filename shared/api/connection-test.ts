/** `POST /api/loyalty-check`: a hosted loyalty service tried with a URL, key and venue before they are saved. */
export interface ConnectionTestRequest {
  readonly loyaltyUrl: string;
  readonly apiKey: string;
  readonly venue: string;
}

/** Why a connection test failed; the window words each in its language. */
export type ConnectionProblem =
  'unreachable' | 'timeout' | 'server-error' | 'key-refused' | 'venue-refused' | 'refused';

export type ConnectionTestResult =
  | { readonly ok: true; readonly ms: number }
  | { readonly ok: false; readonly problem: ConnectionProblem; readonly message: string };
