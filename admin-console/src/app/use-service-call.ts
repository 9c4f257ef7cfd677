import { useState } from 'react';
import { refusalMessage } from '../api/refusal-message';

/** A call to the service from a form or a button: busy while it runs, its refusal said as a message until the next call. */
export function useServiceCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    call()
      .catch((reason: unknown) => setError(refusalMessage(reason)))
      .finally(() => setBusy(false));
  };
  return { busy, error, run };
}
