import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exemptFromResponseGuard } from '../../loyalty/test-support/openapi-guard/response-guard.js';

/** The token login of the vendor's server integration. */
export const gentokenPath = '/b2b/v1/auth/gentoken';

/**
 * The b2b endpoints of the vendor's public loyalty API (docs/compatibility.md, and its token login): what its cloud
 * answers. This project's own additions (`guests/find`, card removal, …) are not among them.
 */
export const vendorEndpoints: readonly string[] = [
  gentokenPath,
  ...[
    'save',
    'update',
    'get',
    'getWallet',
    'addBonus',
    'writeoffBonus',
    'addLoyaltyCard',
    'generateLoyaltyCard',
    'getOrdersHistory',
    'getBonusHistory',
    'generateCode',
    'getMarketingCampaigns',
  ].map((name) => `/b2b/v1/loyalty/guests/${name}`),
  ...['calculate', 'confirm', 'close', 'refund'].map((name) => `/b2b/v1/loyalty/orders/${name}`),
];

/** Reads a gentoken answer as it passes, keeping its token. */
function keepToken(answer: http.IncomingMessage, tokens: string[]): void {
  let text = '';
  answer.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  answer.on('end', () => {
    try {
      const { token } = JSON.parse(text) as { token?: unknown };
      if (typeof token === 'string') tokens.push(token);
    } catch {
      /** Not a token answer (a refusal in another format): nothing to keep. */
    }
  });
}

export interface VendorOnlyProxy {
  readonly url: string;
  /** The path of every request that reached the proxy, in order (passed or not). */
  readonly seen: string[];
  /** Every token the service issued through the proxy (gentoken's answers), to look for in logs and errors. */
  readonly tokens: string[];
  /** How many requests to `path` reached the proxy. */
  count(path: string): number;
  /** Passes one more path through (the service added it since). */
  allow(path: string): void;
  /** Answers a path with this status (e.g. 503, a service that fails for a while); undefined restores it. */
  fail(path: string, status: number | undefined): void;
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of a real loyalty service that passes the vendor's endpoints only, as if the bridge
 * talked to the vendor's own cloud: any other path is 404 with a plain-text body (no error code of this project).
 */
export async function startVendorOnlyProxy(target: string): Promise<VendorOnlyProxy> {
  const allowed = new Set(vendorEndpoints);
  const seen: string[] = [];
  const tokens: string[] = [];
  const failing = new Map<string, number>();
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    seen.push(path);
    const failure = failing.get(path);
    if (failure !== undefined) {
      req.resume();
      res.writeHead(failure, { 'content-type': 'text/plain' }).end('Failing');
      return;
    }
    if (!allowed.has(path)) {
      req.resume();
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (path === gentokenPath) keepToken(answer, tokens);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** It answers as the vendor's cloud would (plain-text 404s, failures on demand), not as this project's service. */
  exemptFromResponseGuard(`http://127.0.0.1:${port}`);
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    tokens,
    count: (path) => seen.filter((seenPath) => seenPath === path).length,
    allow: (path) => allowed.add(path),
    fail: (path, status) => (status === undefined ? failing.delete(path) : failing.set(path, status)),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
