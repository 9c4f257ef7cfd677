import { createApiKey } from '../api-keys/api-key-store.js';
import { hashKeyPassword } from '../api-keys/key-password.js';
import { postJson, type LoyaltyTestServer, type Reply } from './loyalty-test-server.js';

export interface GenTokenReply {
  readonly token: string;
  readonly refreshToken: null;
  readonly aliveSecondsTtl: number;
}

/** POST /b2b/v1/auth/gentoken with a key (null: none), a body (an object or raw text) and any other headers. */
export function gentoken(
  url: string,
  apiKey: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<GenTokenReply>> {
  return postJson<GenTokenReply>(`${url}/b2b/v1/auth/gentoken`, body, {
    ...(apiKey === null ? {} : { ApiKey: apiKey }),
    ...headers,
  });
}

/** The header that carries a token on b2b calls. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new b2b key of network `net` on the test server, with a password and allowed addresses when given. */
export async function createLoginKey(
  s: LoyaltyTestServer,
  options: { readonly label: string; readonly password?: string; readonly allowedAddresses?: readonly string[] },
): Promise<{ rawKey: string; id: number }> {
  const passwordHash = options.password === undefined ? undefined : await hashKeyPassword(options.password);
  const key = await s.db.write((q) =>
    createApiKey(q, {
      label: options.label,
      kind: 'b2b',
      networks: ['net'],
      passwordHash,
      allowedAddresses: options.allowedAddresses,
    }),
  );
  s.db.configChanged();
  return key;
}
