/** While the service does not answer: retried this often, and at once when the browser says it is online again. */
const probeEveryMs = 5_000;

export interface ConnectivityState {
  readonly offline: boolean;
  /** Grows each time the connection comes back, so every screen loads its data again. */
  readonly recoveries: number;
}

export interface Connectivity {
  getSnapshot(): ConnectivityState;
  subscribe(listener: () => void): () => void;
  /** A call had no answer at all. */
  reportOffline(): void;
  /** A call was answered. */
  reportOnline(): void;
}

/** The page's connection to the loyalty service, probed with `probe` (a harmless GET) until it answers again. */
export function connectivity(probe: () => Promise<unknown>): Connectivity {
  let state: ConnectivityState = { offline: false, recoveries: 0 };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: ConnectivityState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const tryNow = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!state.offline) return;
    probe().then(reportOnline, () => {
      if (state.offline) timer = setTimeout(tryNow, probeEveryMs);
    });
  };
  function reportOnline() {
    if (!state.offline) return;
    clearTimeout(timer);
    set({ offline: false, recoveries: state.recoveries + 1 });
  }
  window.addEventListener('online', tryNow);
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportOffline() {
      if (state.offline) return;
      set({ ...state, offline: true });
      timer = setTimeout(tryNow, probeEveryMs);
    },
    reportOnline,
  };
}
