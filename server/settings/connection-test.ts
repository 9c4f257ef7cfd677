import { z } from 'zod';
import type { ConnectionTestResult } from '../../shared/api/connection-test.js';
import { LoyaltyApiError, LoyaltyUnavailableError } from '../loyalty-client/loyalty-client-errors.js';
import { LoyaltyClient } from '../loyalty-client/loyalty-client.js';

export const connectionTestSchema = z.strictObject({
  loyaltyUrl: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }),
  apiKey: z.string().trim().min(1, 'must not be empty').max(200),
  venue: z.string().trim().min(1, 'must not be empty').max(100),
});

/**
 * Tries a hosted loyalty service as the bridge would use it: a guest lookup of nobody must come back "guest not found",
 * which proves the service answers, the key is known, and the venue is the key's.
 */
export async function testConnection(input: z.infer<typeof connectionTestSchema>): Promise<ConnectionTestResult> {
  const client = new LoyaltyClient({ baseUrl: input.loyaltyUrl, apiKey: input.apiKey, venue: input.venue });
  try {
    return await client.testConnection({ timeoutMs: 4000 });
  } catch (error) {
    if (error instanceof LoyaltyUnavailableError) return { ok: false, problem: error.reason, message: error.message };
    if (error instanceof LoyaltyApiError) {
      const problem = error.status === 401 ? 'key-refused' : error.status === 403 ? 'venue-refused' : 'refused';
      return { ok: false, problem, message: error.message };
    }
    throw error;
  }
}
