import { z } from 'zod';
import type { ConnectionProblem, ConnectionTestResult } from '../../shared/api/connection-test.js';
import type { LoginRefusal } from '../../shared/api/status.js';
import {
  LoyaltyApiError,
  LoyaltyLoginError,
  LoyaltyUnavailableError,
} from '../loyalty-client/loyalty-client-errors.js';
import { LoyaltyClient } from '../loyalty-client/loyalty-client.js';

export const connectionTestSchema = z.strictObject({
  loyaltyUrl: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }),
  apiKey: z.string().trim().min(1, 'must not be empty').max(200),
  apiPassword: z.string().min(1, 'must not be empty').max(1000).optional(),
  venue: z.string().trim().min(1, 'must not be empty').max(100),
});

/** The connection test's words for a refused login. */
const loginProblems: Readonly<Record<LoginRefusal, ConnectionProblem>> = {
  'wrong-password': 'wrong-password',
  'key-refused': 'key-refused',
  'no-endpoint': 'no-login',
  locked: 'login-locked',
  refused: 'refused',
};

/**
 * Tries a hosted loyalty service as the bridge would use it (logged in first when a password is given): a guest lookup
 * of nobody must come back "guest not found", which proves the service answers, the key (and its password) is known,
 * and the venue is the key's.
 */
export async function testConnection(input: z.infer<typeof connectionTestSchema>): Promise<ConnectionTestResult> {
  const client = new LoyaltyClient({
    baseUrl: input.loyaltyUrl,
    apiKey: input.apiKey,
    password: input.apiPassword,
    venue: input.venue,
  });
  try {
    return await client.testConnection({ timeoutMs: 4000 });
  } catch (error) {
    if (error instanceof LoyaltyUnavailableError) return { ok: false, problem: error.reason, message: error.message };
    if (error instanceof LoyaltyLoginError)
      return { ok: false, problem: loginProblems[error.problem], message: error.message };
    if (error instanceof LoyaltyApiError) {
      const problem = error.status === 401 ? 'key-refused' : error.status === 403 ? 'venue-refused' : 'refused';
      return { ok: false, problem, message: error.message };
    }
    throw error;
  } finally {
    client.stop();
  }
}
