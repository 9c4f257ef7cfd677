import pg from 'pg';
import type { Logger } from 'pino';

/** The channel the configuration tables' triggers notify on (see the PostgreSQL side of the loyalty migrations). */
export const configChannel = 'tillbridge_config';

/** How long configuration caches may be trusted while the listening connection is down. */
const blindMs = 1_000;

/** How long a connection attempt may take before it counts as lost (and is retried). */
const connectTimeoutMs = 5_000;

/**
 * How often the listening connection is asked a trivial query: one that has not answered by the next ask counts as
 * lost, so a connection that died silently (a network partition, no FIN) is noticed within two of these.
 */
const heartbeatMs = 500;

/**
 * Cache invalidation across instances: one connection per instance LISTENs on `configChannel`, and every committed
 * change of keys, venues, programmes, ranks or campaigns (any instance, `loyalty-admin`, a bootstrap) bumps the
 * generation within a round trip. While that connection is down (reconnecting every second) or silent (the heartbeat
 * goes unanswered), the generation is bumped at least once a second, so no cache outlives a change by much more than that.
 */
export class ConfigListener {
  private count = 0;
  /** The connection being made or in use; a client that is not this one any more is ignored (and ended). */
  private client: pg.Client | undefined;
  private connected = false;
  private lastBump = Date.now();
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  /** A connection being made: stop() waits for it, so that none is left open after it. */
  private connecting: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** The heartbeat query still waiting for its answer. */
  private unanswered = false;

  constructor(
    private readonly url: string,
    private readonly types: pg.CustomTypesConfig,
    private readonly logger: Logger,
  ) {}

  /** Connects once; if that fails it keeps trying in the background (every second) and never throws. */
  async start(): Promise<void> {
    await this.connect();
  }

  generation(): number {
    if (!this.connected && Date.now() - this.lastBump >= blindMs) this.bump();
    return this.count;
  }

  changedHere(): void {
    this.bump();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }

  private bump(): void {
    this.count++;
    this.lastBump = Date.now();
  }

  private connect(): Promise<void> {
    this.connecting = this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      types: this.types,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    this.client = client;
    client.on('notification', () => this.bump());
    /** Every error of this client, now or after it was given up, is handled here: none reaches the process. */
    client.on('error', (error) => {
      if (this.client === client)
        this.logger.warn({ err: error }, 'configuration listener lost its database connection');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${configChannel}`);
    } catch {
      this.lost(client);
      return;
    }
    /** Lost meanwhile (a retry is set), or stopped (stop() ends it). */
    if (this.stopped || this.client !== client) return;
    this.connected = true;
    /** Changes made while nobody listened: caches built before now are stale. */
    this.bump();
    this.unanswered = false;
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => this.beat(client), heartbeatMs);
    this.heartbeat.unref();
  }

  private beat(client: pg.Client): void {
    if (this.unanswered) {
      this.logger.warn('configuration listener got no answer from the database: reconnecting');
      this.lost(client);
      return;
    }
    this.unanswered = true;
    client.query('SELECT 1').then(
      () => (this.unanswered = false),
      () => this.lost(client),
    );
  }

  /** Gives up `client` (if it is still the current one) and, unless stopped, connects again in a second. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    this.connected = false;
    client.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.stopped) void this.connect();
    }, blindMs);
  }
}
