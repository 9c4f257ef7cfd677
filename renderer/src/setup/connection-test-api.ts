import type { ConnectionTestRequest, ConnectionTestResult } from '../../../shared/api/connection-test';
import { postJson } from '../api/http-client';

/** Tries a hosted loyalty service with what the form holds, before it is saved (`POST /api/loyalty-check`). */
export const testLoyaltyConnection = (request: ConnectionTestRequest): Promise<ConnectionTestResult> =>
  postJson<ConnectionTestResult>('/api/loyalty-check', request);
