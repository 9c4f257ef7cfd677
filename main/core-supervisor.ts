import { parseCoreMessage } from './core-message.js';
import { defaultRestartPolicy, restartDelay, type RestartPolicy } from './restart-policy.js';

/** One running core process, as the supervisor sees it (the launcher adapts Electron's UtilityProcess to this). */
export interface CoreProcess {
  postMessage(message: { readonly type: 'stop' }): void;
  kill(): void;
  onMessage(listener: (data: unknown) => void): void;
  onExit(listener: (code: number) => void): void;
  /** The last line the core wrote to stderr, for a failure that came without a message. */
  lastErrorLine(): string | null;
}

export type CoreStatus =
  | { readonly state: 'starting' }
  | { readonly state: 'running'; readonly url: string }
  | { readonly state: 'restarting'; readonly attempt: number; readonly delayMs: number; readonly exitCode: number }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'stopped' };

export interface SupervisorOptions {
  readonly fork: () => CoreProcess;
  readonly onStatus: (status: CoreStatus) => void;
  readonly policy?: RestartPolicy;
  readonly now?: () => number;
}

/** The exit code of utility-entry.ts when it could not start (it also posts `failed`, which may not arrive first). */
const startupFailureExitCode = 2;
/** How long a killed core may take to be reaped before stop() gives up waiting. */
const killGraceMs = 3000;

/**
 * Runs the bridge core: reports its status, restarts it with backoff when it crashes, gives up after a few crashes
 * in a row, and stops it cleanly (it finishes in-flight requests and closes its databases) on quit.
 */
export class CoreSupervisor {
  private current: CoreProcess | null = null;
  private attempts = 0;
  private readyAt: number | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private stopping = false;
  private finished = false;
  private readonly exitWaiters: (() => void)[] = [];
  private readonly policy: RestartPolicy;
  private readonly now: () => number;
  status: CoreStatus = { state: 'stopped' };

  constructor(private readonly options: SupervisorOptions) {
    this.policy = options.policy ?? defaultRestartPolicy;
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (this.current || this.finished || this.stopping) return;
    this.setStatus({ state: 'starting' });
    this.launch();
  }

  /** Asks the core to stop and waits for it to exit; kills it after `timeoutMs`. Never rejects. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const child = this.current;
    if (!child) {
      if (!this.finished) this.setStatus({ state: 'stopped' });
      return;
    }
    child.postMessage({ type: 'stop' });
    if (await this.exited(timeoutMs)) return;
    child.kill();
    await this.exited(killGraceMs);
  }

  private launch(): void {
    this.restartTimer = null;
    this.readyAt = null;
    const child = this.options.fork();
    this.current = child;
    child.onMessage((data) => this.handleMessage(child, data));
    child.onExit((code) => this.handleExit(child, code));
  }

  private handleMessage(child: CoreProcess, data: unknown): void {
    const message = parseCoreMessage(data);
    if (child !== this.current || !message || this.finished) return;
    if (message.type === 'ready') {
      this.readyAt = this.now();
      this.setStatus({ state: 'running', url: message.url });
    } else {
      this.fail(message.message);
    }
  }

  private handleExit(child: CoreProcess, code: number): void {
    if (child !== this.current) return;
    this.current = null;
    for (const resolve of this.exitWaiters.splice(0)) resolve();
    if (this.stopping) {
      if (!this.finished) this.setStatus({ state: 'stopped' });
      return;
    }
    if (this.finished) return;
    if (code === startupFailureExitCode && this.readyAt === null) {
      const line = child.lastErrorLine()?.replace(/^tillbridge core: /, '');
      this.fail(line || `The bridge core could not start (exit code ${code}); see the log in the data folder.`);
      return;
    }
    if (this.readyAt !== null && this.now() - this.readyAt >= this.policy.stableAfterMs) this.attempts = 0;
    this.attempts += 1;
    if (this.attempts > this.policy.maxAttempts) {
      this.fail(
        `The bridge core stopped unexpectedly ${this.policy.maxAttempts + 1} times in a row (last exit code ${code}); see the log in the data folder.`,
      );
      return;
    }
    const delayMs = restartDelay(this.attempts, this.policy);
    this.setStatus({ state: 'restarting', attempt: this.attempts, delayMs, exitCode: code });
    this.restartTimer = setTimeout(() => this.launch(), delayMs);
  }

  private fail(message: string): void {
    this.finished = true;
    this.setStatus({ state: 'failed', message });
  }

  private exited(timeoutMs: number): Promise<boolean> {
    if (!this.current) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.exitWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  private setStatus(status: CoreStatus): void {
    this.status = status;
    this.options.onStatus(status);
  }
}
