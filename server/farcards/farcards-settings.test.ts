import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../core/running-service.js';
import { startTestBridge } from '../payments/test-support/station-driver.js';
import { postFarcards, startFarcardsBridge } from './test-support/farcards-bridge.js';
import { recordingFarcardsService } from './test-support/recording-farcards-service.js';

const card = '2990000012345';
const service = recordingFarcardsService([{ card, holder: 'Anna', balanceMinor: 80000 }]);
const query = `<ROOT><QRY Card="${card}"/></ROOT>`;
const writeOff = `<ROOT><Transactions><TransactionsEx Card="${card}" Kind="0" Summa="-500.00"/></Transactions></ROOT>`;
const bridges: RunningService[] = [];

async function bridgeWith(...args: Parameters<typeof startFarcardsBridge>): Promise<RunningService> {
  const bridge = await startFarcardsBridge(...args);
  bridges.push(bridge);
  return bridge;
}

afterAll(async () => {
  for (const bridge of bridges) await bridge.close();
});

describe('the FarCards settings', () => {
  let units: RunningService;
  beforeAll(async () => {
    units = await bridgeWith(service, {
      farcards: {
        enabled: true,
        money: 'units',
        outBuf: 'text',
        paths: { getCardInfoEx: '/rk/GetCardInfoEx.php', transactionsEx: '/rk/transactionsex.php' },
      },
    });
  });

  it('farcards.money units: money attributes in currency units both ways; farcards.paths as ExtDllHttp.ini names them', async () => {
    expect((await postFarcards(`${units.url}/rk/getcardinfoex.php`, query)).text).toContain('Summa="800.00"');
    const reply = await postFarcards(`${units.url}/rk/transactionsex.php`, writeOff);
    expect(service.calls.at(-1)).toMatchObject({ batch: { transactions: [{ amountMinor: -50000 }] } });
    expect(reply.text).toContain('value=&quot;-500.00&quot;');
    expect((await postFarcards(`${units.url}/farcards/getcardinfoex`, query)).status).toBe(404);
  });

  it('farcards.outBuf text: the TRRESPONSE as escaped text in OutBuf', async () => {
    const reply = await postFarcards(`${units.url}/rk/transactionsex.php`, writeOff);
    expect(reply.text).toContain(
      '<OutBuf OutKind="1">&lt;?xml version=&quot;1.0&quot; encoding=&quot;utf-8&quot;?&gt;&lt;TRRESPONSE error_code=&quot;0&quot;&gt;',
    );
  });

  it('farcards.outBuf none: Result alone', async () => {
    const bare = await bridgeWith(service, { farcards: { enabled: true, outBuf: 'none' } });
    const reply = await postFarcards(`${bare.url}/farcards/transactionsex`, writeOff.replace('-500.00', '-50000'));
    expect(reply.text).toBe('<?xml version="1.0" encoding="utf-8"?><Root><TransactionsEx Result="0"/></Root>');
  });

  it('a station outside allowedStations is refused with 403 before anything reaches the service', async () => {
    const guarded = await bridgeWith(service, { allowedStations: ['10.0.0.0/8'] });
    const before = service.calls.length;
    const reply = await postFarcards(`${guarded.url}/farcards/getcardinfoex`, query);
    expect(reply.status).toBe(403);
    expect(reply.text).toMatch(/not among the allowed stations/);
    expect(service.calls).toHaveLength(before);
  });

  it('off by default: the paths are not answered; on, a bridge answers them with its own check service', async () => {
    const plain = await bridgeWith(service, { farcards: undefined });
    expect((await postFarcards(`${plain.url}/farcards/getcardinfoex`, query)).status).toBe(404);
    const own = await startTestBridge({ farcards: { enabled: true } });
    bridges.push(own.service);
    const reply = await postFarcards(`${own.url}/farcards/getcardinfoex`, query);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<GetCardInfoEx Result="1"');
  });
});
