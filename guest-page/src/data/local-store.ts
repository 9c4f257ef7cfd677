/** localStorage of one network's page, under `tillbridge.guest.<network>.<name>`; private mode or a full store loses only the memory. */
export interface LocalStore {
  read<T>(name: string): T | undefined;
  write(name: string, value: unknown): void;
  remove(name: string): void;
  /** Every entry of this network (signing out forgets the guest's data on this device). */
  clear(): void;
}

export function localStore(network: string): LocalStore {
  const prefix = `tillbridge.guest.${network}.`;
  return {
    read<T>(name: string) {
      try {
        const text = localStorage.getItem(prefix + name);
        return text === null ? undefined : (JSON.parse(text) as T);
      } catch {
        return undefined;
      }
    },
    write(name, value) {
      try {
        localStorage.setItem(prefix + name, JSON.stringify(value));
      } catch {
        /* private mode or full: the data lasts for this visit only */
      }
    },
    remove(name) {
      try {
        localStorage.removeItem(prefix + name);
      } catch {
        /* nothing kept, nothing to remove */
      }
    },
    clear() {
      try {
        for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
      } catch {
        /* nothing kept, nothing to remove */
      }
    },
  };
}
