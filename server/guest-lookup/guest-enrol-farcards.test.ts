import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerPost } from '../manager/test-support/manager-client.js';
import { balance, embeddedAccess, startTestBridge, type TestBridge } from '../payments/test-support/station-driver.js';
import { bootstrapHalfShareProgramme, checkXml, postFarcards } from '../farcards/test-support/farcards-bridge.js';

let bridge: TestBridge;

/** A bridge with `farcards.enabled` on its embedded loyalty service, whose programme gives 5% cashback. */
beforeAll(async () => {
  bridge = await startTestBridge({ farcards: { enabled: true } });
  await bootstrapHalfShareProgramme(bridge.dataDir);
});
afterAll(() => bridge.service.close());

describe('a guest enrolled in the window, then the cash server with FarCards', () => {
  it('finds the new guest by the phone typed as a card, and the check accrues to the guest', async () => {
    const phoneAsCard = '79990007788';
    const check = (chmode: number) =>
      checkXml([['1003', 'Steak', '1000.00']])
        .replace('chmode="7"', `chmode="${chmode}"`)
        .replace('cardcode="2990000012345"', `cardcode="${phoneAsCard}"`);
    const lookUp = () =>
      postFarcards(
        `${bridge.url}/farcards/getcardinfoex`,
        `<?xml version="1.0" encoding="UTF-8"?><ROOT><QRY Card="${phoneAsCard}" Restaurant="7" UnitNo="2"><INPBUF>${check(7)}</INPBUF></QRY></ROOT>`,
      );
    const before = await lookUp();
    expect(before.text).toContain('Result="1"');

    const enrolled = await managerPost(bridge, '/guests/enrol', {
      phone: '+7 999 000-77-88',
      name: 'Pavel Orlov',
      consent: true,
    });
    expect(enrolled.status).toBe(201);

    const found = await lookUp();
    expect(found.status).toBe(200);
    expect(found.text).toContain('Result="0" Locked="0" Holder="Pavel Orlov"');
    expect(found.text).toContain('Summa="0"');

    const closing = `<TransactionsEx Card="${phoneAsCard}" Kind="2" Summa="5000" Restaurant="7" RKDate="46354" RKUni="2" RKCheck="5012"/><TransactionsEx Card="${phoneAsCard}" Kind="3" Summa="100000" Restaurant="7" RKDate="46354" RKUni="2" RKCheck="5012"/>`;
    const closed = await postFarcards(
      `${bridge.url}/farcards/transactionsex`,
      `<?xml version="1.0" encoding="utf-8"?><ROOT><Transactions>${closing}</Transactions><InpBuf InpKind="1">${check(1)}</InpBuf></ROOT>`,
    );
    expect(closed.text).toContain('Result="0"');
    expect(await balance(bridge.url, embeddedAccess(bridge.dataDir), '+79990007788')).toBe(50);
  });
});
