import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerGet } from '../../manager/test-support/manager-client.js';
import { menuActions } from '../../menu/menu-actions.js';
import { printedDocuments } from '../../station-sim/station-output.js';
import {
  api,
  authPayXml,
  embeddedAccess,
  pendingPayment,
  postXml,
  seedGuest,
  startTestBridge,
  tag,
  type TestBridge,
} from '../../payments/test-support/station-driver.js';

/** A bridge set to Russian with a venue name: what it prints and shows to the station. */
let bridge: TestBridge;
const venueName = 'Кафе «Тиллбридж»';
const phone = '+79990003333';
const card = '5536930012345678';
const centred = (text: string, width: number) => ' '.repeat(Math.floor((width - text.length) / 2)) + text;

beforeAll(async () => {
  bridge = await startTestBridge({ language: 'ru', venueName, slipWidth: 32 });
  await seedGuest(bridge.url, embeddedAccess(bridge.dataDir), phone, card, 5000);
});
afterAll(() => bridge.service.close());

const execXml = (action: keyof typeof menuActions, dialog = '') =>
  `<?xml version="1.0" encoding="utf-8"?><ExecMenuItem version="2"><OperationId>${menuActions[action].operationId}</OperationId>${dialog}</ExecMenuItem>`;

describe('a Russian bridge with a venue name', () => {
  it('prints the payment slip in Russian under the venue name, and reprints it so in the journal', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{ST-RU}', 123456));
    const id = await pendingPayment(bridge, '{ST-RU}');
    expect((await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: card })).status).toBe(200);
    const { text } = await reply;
    expect(tag(text, 'OpResult')).toBe('1');
    const lines = printedDocuments(text)[0]!.lines;
    expect(lines.slice(0, 2)).toEqual([centred(venueName, 32), centred('ОПЛАТА БОНУСАМИ', 32)]);
    expect(lines).toContain('Сумма                    1234,56');
    expect(lines.join('\n')).not.toContain('default');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(32);

    const detail = await managerGet(bridge, `/journal/payments/${id}`);
    const slip = (detail.body.slip as { lines: string[] }[])[0]!;
    expect(slip.lines.slice(0, 2)).toEqual([centred(venueName, 32), centred('ОПЛАТА БОНУСАМИ', 32)]);
  });

  it('shows menu actions in Russian (DisplayT) and prints their documents in Russian', async () => {
    const x = await postXml(bridge.url, 'execmenuitem', execXml('x-report'));
    expect(tag(x.text, 'DisplayT')).toBe('X-отчёт открытой смены напечатан.');
    expect(printedDocuments(x.text)[0]!.lines.slice(0, 2)).toEqual([
      centred(venueName, 32),
      centred('X-ОТЧЁТ, смена № 1 (открыта)', 32),
    ]);
    const missing = await postXml(
      bridge.url,
      'execmenuitem',
      execXml('reprint-z-report', '<DialogResult dialogType="OneNumber" value="99"/>'),
    );
    expect(tag(missing.text, 'OpResult')).toBe('0');
    expect(tag(missing.text, 'DisplayT')).toBe('Z-отчёта № 99 нет: ещё ни одна смена не закрыта.');
  });

  it('closes the shift with a Russian Z-report under the venue name', async () => {
    const reply = await postXml(
      bridge.url,
      'doshift',
      '<?xml version="1.0" encoding="utf-8"?><DoShift version="1"><SrcID cashguid="{ST-RU}"/></DoShift>',
    );
    expect(reply.status).toBe(200);
    const lines = printedDocuments(reply.text)[0]!.lines;
    expect(lines.slice(0, 2)).toEqual([centred(venueName, 32), centred('Z-ОТЧЁТ № 1', 32)]);
    expect(lines).toContain('Оплачено всего (1)       1234,56');
  });
});
