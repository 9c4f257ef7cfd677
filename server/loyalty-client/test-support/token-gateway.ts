import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TokenGatewayOptions {
  readonly apiKey: string;
  readonly password: string;
  /** `aliveSecondsTtl` of each token (the contract allows at most 900). */
  readonly ttlSeconds: number;
  /** False: no token login at all (gentoken is 404, as on a service without it). */
  readonly gentoken?: boolean;
}

export interface TokenGateway {
  readonly url: string;
  /** Tokens issued so far (each successful gentoken). */
  readonly issued: readonly string[];
  /** gentoken calls answered 401 (a wrong password or key). */
  readonly refusedLogins: number;
  /** b2b calls refused for their token (missing, unknown, expired or revoked). */
  readonly refusedCalls: number;
  /** Every token issued so far stops working (a password changed, another instance's secret). */
  revokeTokens(): void;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: object): void => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const refusal = (code: string, message: string) => ({ error: { code, message } });

/**
 * The token login of the vendor's server integration, as its contract says, in front of a real loyalty service:
 * `POST /b2b/v1/auth/gentoken` (`ApiKey` header, body `{"password"}` and nothing else) answers
 * `{"token", "refreshToken": null, "aliveSecondsTtl"}` or 401 in the seed's error format; every other b2b call needs
 * `Authorization: Bearer <token>` with the `ApiKey` (401 `9002` otherwise) and is passed on, as is anything else
 * (`/openapi.json`). A test-support stand-in
 * for the loyalty service's own gentoken while that is built; real HTTP on loopback.
 */
export async function startTokenGateway(target: string, options: TokenGatewayOptions): Promise<TokenGateway> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const tokens = new Map<string, number>();
  const issued: string[] = [];
  const counts = { refusedLogins: 0, refusedCalls: 0 };

  const gentoken = (req: http.IncomingMessage, res: http.ServerResponse, body: string): void => {
    if (req.headers.apikey !== options.apiKey) {
      counts.refusedLogins++;
      return json(res, 401, refusal('9001', 'the ApiKey is unknown or revoked'));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return json(res, 400, refusal('9004', 'malformed JSON'));
    }
    const keys = typeof parsed === 'object' && parsed !== null ? Object.keys(parsed) : [];
    const password = (parsed as { password?: unknown }).password;
    if (keys.length !== 1 || typeof password !== 'string')
      return json(res, 400, refusal('9004', 'the body is {"password"} and nothing else'));
    if (password !== options.password) {
      counts.refusedLogins++;
      return json(res, 401, refusal('9005', 'the password is wrong'));
    }
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + options.ttlSeconds * 1000);
    issued.push(token);
    json(res, 200, { token, refreshToken: null, aliveSecondsTtl: options.ttlSeconds });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://gateway').pathname;
      if (path === '/b2b/v1/auth/gentoken') {
        if (options.gentoken === false) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return gentoken(req, res, body.toString('utf8'));
      }
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const expiresAt = tokens.get(token);
      const b2b = path.startsWith('/b2b/');
      if (b2b && (req.headers.apikey !== options.apiKey || expiresAt === undefined || Date.now() >= expiresAt)) {
        counts.refusedCalls++;
        return json(res, 401, refusal('9002', 'send Authorization: Bearer <token> from /b2b/v1/auth/gentoken'));
      }
      const headers = { ...req.headers };
      delete headers.authorization;
      const forwarded = http.request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.destroy());
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    issued,
    get refusedLogins() {
      return counts.refusedLogins;
    },
    get refusedCalls() {
      return counts.refusedCalls;
    },
    revokeTokens: () => tokens.clear(),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
