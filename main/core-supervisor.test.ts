import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoreSupervisor, type CoreProcess, type CoreStatus } from './core-supervisor.js';
import type { RestartPolicy } from './restart-policy.js';

/** A scripted stand-in for the utility process. */
class FakeCore implements CoreProcess {
  readonly posted: unknown[] = [];
  killed = false;
  stderr: string | null = null;
  private messageListener: (data: unknown) => void = () => {};
  private exitListener: (code: number) => void = () => {};
  /** How the fake reacts to `{type:'stop'}`: exit at once, or hang (to test the timeout). */
  constructor(private readonly onStop: 'exit' | 'hang' = 'exit') {}
  postMessage(message: { type: 'stop' }): void {
    this.posted.push(message);
    if (this.onStop === 'exit') queueMicrotask(() => this.exit(0));
  }
  kill(): void {
    this.killed = true;
    queueMicrotask(() => this.exit(143));
  }
  onMessage(listener: (data: unknown) => void): void {
    this.messageListener = listener;
  }
  onExit(listener: (code: number) => void): void {
    this.exitListener = listener;
  }
  lastErrorLine(): string | null {
    return this.stderr;
  }
  send(data: unknown): void {
    this.messageListener(data);
  }
  exit(code: number): void {
    this.exitListener(code);
  }
}

const policy: RestartPolicy = { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 250, stableAfterMs: 10_000 };

function setup(stopBehaviour: 'exit' | 'hang' = 'exit') {
  const forks: FakeCore[] = [];
  const statuses: CoreStatus[] = [];
  const supervisor = new CoreSupervisor({
    fork: () => {
      const core = new FakeCore(stopBehaviour);
      forks.push(core);
      return core;
    },
    onStatus: (status) => statuses.push(status),
    policy,
    now: () => Date.now(),
  });
  return { supervisor, forks, statuses, latest: () => forks.at(-1)! };
}

describe('CoreSupervisor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports starting, then running with the URL the core sends', () => {
    const { supervisor, latest, statuses } = setup();
    supervisor.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:1220' });
    expect(statuses).toEqual([{ state: 'starting' }, { state: 'running', url: 'http://127.0.0.1:1220' }]);
  });

  it('reports a start-up failure with the core message and does not restart', () => {
    const { supervisor, latest, statuses, forks } = setup();
    supervisor.start();
    latest().send({ type: 'failed', message: 'Port 1220 on 127.0.0.1 is already in use.' });
    latest().exit(2);
    vi.advanceTimersByTime(60_000);
    expect(statuses.at(-1)).toEqual({ state: 'failed', message: 'Port 1220 on 127.0.0.1 is already in use.' });
    expect(forks).toHaveLength(1);
  });

  it('falls back to the last stderr line when the failure message was lost', () => {
    const { supervisor, latest, statuses } = setup();
    supervisor.start();
    latest().stderr = 'tillbridge core: Data directory /x cannot be used (EACCES).';
    latest().exit(2);
    expect(statuses.at(-1)).toEqual({ state: 'failed', message: 'Data directory /x cannot be used (EACCES).' });
  });

  it('restarts a crashed core with growing, capped delays and gives up after the last attempt', () => {
    const { supervisor, forks, latest, statuses } = setup();
    supervisor.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:1220' });
    const delays: number[] = [];
    for (let crash = 1; crash <= 3; crash++) {
      latest().exit(139);
      const status = statuses.at(-1)!;
      expect(status.state).toBe('restarting');
      if (status.state === 'restarting') delays.push(status.delayMs);
      vi.advanceTimersByTime(policy.maxDelayMs);
      expect(forks).toHaveLength(crash + 1);
    }
    expect(delays).toEqual([100, 200, 250]);
    latest().exit(139);
    expect(statuses.at(-1)).toMatchObject({ state: 'failed', message: expect.stringContaining('4 times in a row') });
    vi.advanceTimersByTime(60_000);
    expect(forks).toHaveLength(4);
  });

  it('treats a crash after a long healthy run as the first of a new series', () => {
    const { supervisor, latest, statuses } = setup();
    supervisor.start();
    latest().exit(1);
    vi.advanceTimersByTime(100);
    latest().send({ type: 'ready', url: 'http://127.0.0.1:1220' });
    vi.advanceTimersByTime(policy.stableAfterMs);
    latest().exit(1);
    expect(statuses.at(-1)).toMatchObject({ state: 'restarting', attempt: 1 });
  });

  it('stops cleanly: sends stop, waits for the exit, does not restart', async () => {
    const { supervisor, latest, forks, statuses } = setup();
    supervisor.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:1220' });
    await supervisor.stop(5000);
    expect(latest().posted).toEqual([{ type: 'stop' }]);
    expect(latest().killed).toBe(false);
    expect(statuses.at(-1)).toEqual({ state: 'stopped' });
    vi.advanceTimersByTime(60_000);
    expect(forks).toHaveLength(1);
  });

  it('kills a core that does not stop in time', async () => {
    const { supervisor, latest, statuses } = setup('hang');
    supervisor.start();
    const stopped = supervisor.stop(5000);
    await vi.advanceTimersByTimeAsync(5000);
    await stopped;
    expect(latest().killed).toBe(true);
    expect(statuses.at(-1)).toEqual({ state: 'stopped' });
  });

  it('cancels a pending restart when stopped', async () => {
    const { supervisor, latest, forks } = setup();
    supervisor.start();
    latest().exit(1);
    await supervisor.stop(5000);
    vi.advanceTimersByTime(60_000);
    expect(forks).toHaveLength(1);
  });

  it('ignores messages from a core it already replaced', () => {
    const { supervisor, forks, statuses } = setup();
    supervisor.start();
    const first = forks[0]!;
    first.exit(1);
    vi.advanceTimersByTime(100);
    first.send({ type: 'ready', url: 'http://127.0.0.1:9' });
    expect(statuses.at(-1)).toMatchObject({ state: 'restarting' });
  });
});
