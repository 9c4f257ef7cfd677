import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchSettings, type SettingsView } from '../api/settings-api';
import { apiErrorMessage } from '../api/api-error-message';

interface SettingsContextValue {
  /** Undefined until loaded (or when the bridge cannot be reached). */
  readonly view: SettingsView | undefined;
  readonly error: string | undefined;
  readonly reload: () => void;
  readonly update: (view: SettingsView) => void;
}

const SettingsContext = createContext<SettingsContextValue | undefined>(undefined);

/** Loads the bridge's settings once for the whole window (slip width, printer, authpay timeout, tips). */
export function SettingsProvider({ children }: { readonly children: ReactNode }) {
  const [view, setView] = useState<SettingsView | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchSettings(controller.signal)
      .then((loaded) => {
        setView(loaded);
        setError(undefined);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(apiErrorMessage(reason));
      });
    return () => controller.abort();
  }, [generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const value = useMemo(() => ({ view, error, reload, update: setView }), [view, error, reload]);
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export function useSettings(): SettingsContextValue {
  const value = use(SettingsContext);
  if (!value) throw new Error('useSettings needs a SettingsProvider');
  return value;
}

/** The running slip width (32 until the settings are known). */
export function useSlipWidth(): 32 | 42 | 48 {
  return useSettings().view?.running.slipWidth ?? 32;
}
