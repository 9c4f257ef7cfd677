import type { Logger } from 'pino';
import { lookupRecheckMs } from '../loyalty-client/guest-lookup-support.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';

/**
 * Learns whether a hosted loyalty service offers the card and code lookup before the first payment needs it (so the
 * prompt says so up front): asks at start, then every `intervalMs` while the answer is unknown (the service was down)
 * or says phone only (it may be offered since). Logs each change. Returns its stop.
 */
export function startLookupProbe(loyalty: LoyaltyClient, logger: Logger, intervalMs = lookupRecheckMs): () => void {
  const unsubscribe = loyalty.lookups.onChange((mode) => {
    if (mode === 'phone')
      logger.warn(
        'the loyalty service finds guests by phone only: card and code lookup are not offered (guests/find 404)',
      );
    else logger.info('the loyalty service offers card and code lookup again');
  });
  const probe = (): void => {
    if (loyalty.lookupDue) void loyalty.probeGuestLookup().catch(() => undefined);
  };
  probe();
  const timer = setInterval(probe, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
