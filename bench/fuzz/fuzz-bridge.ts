import {
  api,
  embeddedAccess,
  seedGuest,
  startTestBridge,
  type LoyaltyAccess,
  type TestBridge,
} from '../../server/terminal/test-support/station-driver.js';

/** The bridge the fuzzer sends to: the real one, in this process, with its embedded loyalty service and a guest. */
export interface FuzzBridge {
  readonly bridge: TestBridge;
  readonly access: LoyaltyAccess;
  readonly phone: string;
  readonly card: string;
  close(): Promise<void>;
}

export const fuzzPhone = '+79990001234';
export const fuzzCard = '5536920011112222';

/**
 * Starts the bridge and plays its cashier: every authpay the fuzzer gets through waits for the guest, so the cashier
 * declines each one as it shows up (an authpay is otherwise held for the authpay timeout).
 */
export async function startFuzzBridge(): Promise<FuzzBridge> {
  const bridge = await startTestBridge({ authpayTimeout: 5 });
  const access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, fuzzPhone, fuzzCard, 100);
  let running = true;
  const cashier = (async () => {
    while (running) {
      const { body } = await api(bridge, 'GET', '/payments/pending');
      for (const { id } of body.payments as { id: string }[])
        await api(bridge, 'POST', `/payments/${encodeURIComponent(id)}/decline`, {});
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    bridge,
    access,
    phone: fuzzPhone,
    card: fuzzCard,
    async close() {
      running = false;
      await cashier;
      await bridge.service.close();
    },
  };
}
