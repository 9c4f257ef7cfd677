import { createContext, use, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { ConfirmGuestMode, GuestLookupMode, PaymentView, SyncStatus } from '../../../shared/api/payment-prompt';
import { eventStreamUrl } from '../api/terminal-api';
import { desktopApi } from '../desktop/desktop-api';
import { initialPromptState, promptReducer, type PromptAction, type PromptState } from './prompt-state';

const TerminalContext = createContext<
  { readonly state: PromptState; readonly dispatch: (action: PromptAction) => void } | undefined
>(undefined);

export type { PromptAction } from './prompt-state';

/**
 * Listens to `/api/terminal/events` (server-sent events) for the whole window: the snapshot, every payment change, the
 * outbox status, each closed shift, the loyalty service's guest lookup mode and each change of a FarCards check. A payment that starts waiting brings the window to the front (Electron's preload).
 */
export function PromptEventsProvider({ children }: { readonly children: ReactNode }) {
  const [state, dispatch] = useReducer(promptReducer, initialPromptState);
  useEffect(() => {
    let source: EventSource | undefined;
    let closed = false;
    void eventStreamUrl()
      .then((url) => {
        if (closed) return;
        source = new EventSource(url);
        source.addEventListener('open', () => dispatch({ type: 'connected', connected: true }));
        source.addEventListener('error', () => dispatch({ type: 'connected', connected: false }));
        source.addEventListener('snapshot', (event) => {
          const data = JSON.parse((event as MessageEvent<string>).data) as {
            pending: PaymentView[];
            sync: SyncStatus;
            tips: boolean;
            lookup?: GuestLookupMode;
            confirmGuest?: ConfirmGuestMode;
          };
          dispatch({ type: 'snapshot', ...data, now: Date.now() });
          if (data.pending.some((payment) => payment.state === 'awaiting_guest')) void desktopApi()?.focusWindow();
        });
        source.addEventListener('payment', (event) => {
          const payment = JSON.parse((event as MessageEvent<string>).data) as PaymentView;
          dispatch({ type: 'payment', payment, now: Date.now() });
          if (payment.state === 'awaiting_guest') void desktopApi()?.focusWindow();
        });
        source.addEventListener('shift', () => dispatch({ type: 'shift' }));
        source.addEventListener('check', () => dispatch({ type: 'check' }));
        source.addEventListener('journal', () => dispatch({ type: 'journal' }));
        source.addEventListener('lookup', (event) => {
          const data = JSON.parse((event as MessageEvent<string>).data) as { lookup: GuestLookupMode };
          dispatch({ type: 'lookup', lookup: data.lookup });
        });
        source.addEventListener('sync', (event) => {
          dispatch({ type: 'sync', sync: JSON.parse((event as MessageEvent<string>).data) as SyncStatus });
        });
      })
      .catch(() => dispatch({ type: 'connected', connected: false }));
    return () => {
      closed = true;
      source?.close();
    };
  }, []);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <TerminalContext value={value}>{children}</TerminalContext>;
}

export function usePrompt() {
  const value = use(TerminalContext);
  if (!value) throw new Error('usePrompt needs a PromptEventsProvider');
  return value;
}
