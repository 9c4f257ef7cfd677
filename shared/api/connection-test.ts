/** `POST /api/loyalty-check`: a hosted loyalty service tried with a URL, key and venue before they are saved. */
export interface ConnectionTestRequest {
  readonly loyaltyUrl: string;
  readonly apiKey: string;
  /** The key's password, when the service wants a token login. */
  readonly apiPassword?: string;
  readonly venue: string;
}

/**
 * Why a connection test failed; the window words each in its language. The login's refusals: a wrong password, no
 * token login at that address (`no-login`), too many wrong passwords (`login-locked`).
 */
export type ConnectionProblem =
  | 'unreachable'
  | 'timeout'
  | 'server-error'
  | 'key-refused'
  | 'venue-refused'
  | 'wrong-password'
  | 'no-login'
  | 'login-locked'
  | 'refused';

export type ConnectionTestResult =
  | { readonly ok: true; readonly ms: number }
  | { readonly ok: false; readonly problem: ConnectionProblem; readonly message: string };
