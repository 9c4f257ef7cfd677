import { menuActions } from '../../server/menu/menu-actions.js';
import { authPayXml, cancelPayXml, settleXml } from '../../server/payments/test-support/station-driver.js';

/** A valid message of the station protocol and the operation it is posted to. */
export interface StationMessage {
  readonly op: string;
  readonly body: string;
}

const declaration = '<?xml version="1.0" encoding="utf-8"?>';
const src = (station: string) => `<SrcID cashguid="${station}" servguid="{S-1}" restguid="{R-1}" fullcode="1234"/>`;
const exec = (action: keyof typeof menuActions, dialog = '', parameter = '') =>
  `${declaration}<ExecMenuItem version="2"><OperationId>${menuActions[action].operationId}</OperationId>` +
  `<Parameter>${parameter}</Parameter>${dialog}${src('{F-MENU}')}</ExecMenuItem>`;

/**
 * The messages the fuzzer mutates: every operation of the station protocol (docs/protocol.md) with the fields each
 * reads, a printed slip with entities and repeated elements, and each menu item with its dialog. `station` keeps the
 * fuzzer's payments apart.
 */
export function stationMessages(station: string, card: string, phone: string): readonly StationMessage[] {
  return [
    { op: 'authpay', body: authPayXml(station, 150) },
    {
      op: 'authpay',
      body:
        `${declaration}<AuthPay version="4">${src(station)}<Order><Item code="1" name="Tea &amp; lemon" qty="2"/></Order>` +
        `<MyPay myAmount="288000"/><PrinterT><Unfiscal CutAfter="1"><TextLine Text="a &lt; b"/><TextLine Text="&#x41;"/>` +
        `</Unfiscal></PrinterT></AuthPay>`,
    },
    { op: 'confpay', body: settleXml('ConfPay', station, 150, '{0F1E2D3C-0000-4000-8000-000000000001}') },
    { op: 'voidpay', body: settleXml('VoidPay', station, 150, '{0F1E2D3C-0000-4000-8000-000000000002}', 4, 'x') },
    { op: 'cancelpay', body: cancelPayXml(station) },
    { op: 'getmenulist', body: `${declaration}<GetMenuList version="2">${src(station)}</GetMenuList>` },
    { op: 'doshift', body: `${declaration}<DoShift version="1">${src(station)}</DoShift>` },
    { op: 'execmenuitem', body: exec('x-report') },
    { op: 'execmenuitem', body: exec('day-report', '<DialogResult dialogType="OneDate" value="2026-11-25"/>') },
    {
      op: 'execmenuitem',
      body: exec('period-report', '<DialogResult dialogType="DateInterval" from="2026-11-01" to="2026-11-25"/>'),
    },
    {
      op: 'execmenuitem',
      body: exec('payments-by-amount', '<DialogResult dialogType="NumberInterval" from="1.50" to="3000"/>'),
    },
    { op: 'execmenuitem', body: exec('reprint-z-report', '<DialogResult dialogType="OneNumber" value="1"/>') },
    { op: 'execmenuitem', body: exec('guest-balance', `<DialogResult dialogType="OneNumber" value="${card}"/>`) },
    {
      op: 'execmenuitem',
      body: exec('accrue-bonuses', '<DialogResult dialogType="OneNumber" value="5"/>', phone),
    },
    { op: 'execmenuitem', body: exec('sync-now') },
  ];
}
