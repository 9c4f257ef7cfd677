import { StartupError } from '../errors/startup-error.js';
import { parseXml } from '../authcall/xml/authcall-xml.js';
import { attribute, childElement, childText, type XmlElement } from '../authcall/xml/authcall-xml.js';
import { describeReply } from '../station-sim/station-output.js';
import * as requests from '../station-sim/station-requests.js';
import {
  amountFlag,
  bridgeUrlFlag,
  moneyFlag,
  dialogFlags,
  intFlag,
  onOffFlag,
  stationFlagSpecs,
  stationOps,
} from '../station-sim/station-flags.js';
import { defaultStateFile, loadLastPayment, saveLastPayment } from '../station-sim/station-state.js';
import { operationUrl } from '../menu-proxy/forward-menu-call.js';
import { defaultSlipWidth } from '../slips/slip-layout.js';
import { parseFlags, usage } from '../config/parse-flags.js';
import { runCli } from './run-cli.js';
import { farcardsStation } from './station-farcards.js';
import { postStationCall } from '../station-sim/station-call.js';

const defaultStation = '{00000000-0000-0000-0000-00000000C001}';
const guid = /^\{[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\}$/;
const opPaths: Record<string, string> = { cancelpay: 'CancelPay' };

function auXmlOf(element: XmlElement | undefined): requests.AuXml {
  const text = (name: string): string => childText(element, name) ?? '';
  return {
    ActionID: text('ActionID'),
    CardCode: text('CardCode'),
    AuthCode: text('AuthCode'),
    AuthInfo: text('AuthInfo'),
  };
}

/** `npm run station -- <op> [options]`: plays the POS station driver against a bridge, printing replies and receipts. */
runCli('tillbridge station', async () => {
  const [first, ...rest] = process.argv.slice(2);
  const op = first && !first.startsWith('-') ? first.toLowerCase() : undefined;
  if (op === 'farcards') return await farcardsStation(rest);
  const flags = parseFlags(op ? rest : process.argv.slice(2), stationFlagSpecs);
  if (flags.help || !op) {
    process.stdout.write(`${usage(`npm run station -- <${stationOps.join('|')}|farcards>`, stationFlagSpecs)}\n`);
    if (!flags.help) throw new StartupError(`Name an operation: ${stationOps.join(', ')}.`);
    return;
  }
  if (!stationOps.includes(op))
    throw new StartupError(`Unknown operation ${first}: use one of ${stationOps.join(', ')}.`);
  const url = bridgeUrlFlag(flags.url);
  const station = flags.station ?? defaultStation;
  if (!guid.test(station)) throw new StartupError(`Invalid --station ${station}: a GUID in braces.`);
  const version = intFlag(flags.version, 'version', 1, 999) ?? 4;
  const width = intFlag(flags.width, 'width', 20, 200) ?? defaultSlipWidth;
  const timeoutMs = (intFlag(flags.timeout, 'timeout', 1, 3600) ?? 300) * 1000;
  const stateFile = flags.state ?? defaultStateFile;
  const source = {
    station,
    server: '{00000000-0000-0000-0000-00000000C002}',
    restaurant: '{00000000-0000-0000-0000-00000000C003}',
    fullcode: '1',
  };
  const amount = amountFlag(flags, op === 'voidpay' && flags['tip-amount'] !== undefined);
  const tipAmount = moneyFlag(flags['tip-amount'], 'tip-amount', 0);
  const dialog = dialogFlags(flags);
  const showXml = onOffFlag(flags.xml, 'xml') ?? false;
  let body: string;
  switch (op) {
    case 'authpay':
      if (amount === undefined) throw new StartupError('authpay needs --amount 2880.00 or --minor 288000.');
      body = requests.authPay(source, version, amount);
      break;
    case 'confpay':
    case 'voidpay': {
      const last = loadLastPayment(stateFile);
      const sendTip = onOffFlag(flags.tip, 'tip') ?? (last.tip !== undefined || tipAmount !== undefined);
      const tip = !sendTip
        ? undefined
        : tipAmount === undefined
          ? last.tip
          : { ...(last.tip ?? { ActionID: '', CardCode: '', AuthCode: '', AuthInfo: '' }), amountMinor: tipAmount };
      const root = op === 'confpay' ? 'ConfPay' : 'VoidPay';
      body = requests.settle(
        root,
        { ...source, station: flags.station ?? last.station },
        version,
        amount ?? last.amountMinor,
        last.auXml,
        tip,
      );
      break;
    }
    case 'cancelpay':
      body = requests.cancelPay(source);
      break;
    case 'doshift':
      body = requests.doShift(source);
      break;
    case 'getmenulist':
      body = requests.getMenuList();
      break;
    default:
      if (!flags.operation) throw new StartupError('execmenuitem needs --operation {GUID} (see getmenulist).');
      body = requests.execMenuItem(flags.operation, flags.parameter ?? '', dialog);
  }
  const text = await postStationCall(url, operationUrl(url, opPaths[op] ?? op), body, timeoutMs, showXml);
  if (text === undefined) return;
  const { rootName, root } = parseXml(text);
  process.stdout.write(`${describeReply(rootName, root, text, width).join('\n')}\n`);
  const failed = childText(root, 'OpResult') === '0';
  if (op === 'authpay' && !failed) {
    const tip = childElement(root, 'Tip');
    const tipAmount = Number(attribute(childElement(tip, 'MyPay'), 'myAmount') ?? 0);
    saveLastPayment(stateFile, {
      station,
      amountMinor: amount!,
      auXml: auXmlOf(root),
      tip: tip && tipAmount > 0 ? { ...auXmlOf(tip), amountMinor: tipAmount } : undefined,
    });
    process.stdout.write(`(saved for confpay/voidpay in ${stateFile})\n`);
  }
  if ((op === 'confpay' || op === 'voidpay') && !failed) {
    /** A partial step changes AuthInfo and what stays paid: the next request names the order as it is now. */
    const last = loadLastPayment(stateFile);
    const sent = amount ?? last.amountMinor;
    const tip = childElement(root, 'Tip');
    const tipLeft = Number(attribute(childElement(tip, 'MyPay'), 'myAmount') ?? 0);
    saveLastPayment(stateFile, {
      station: last.station,
      amountMinor: op === 'confpay' ? sent : Math.max(0, last.amountMinor - sent) || last.amountMinor,
      auXml: auXmlOf(root),
      tip: tip && tipLeft > 0 ? { ...auXmlOf(tip), amountMinor: tipLeft } : undefined,
    });
  }
  if (failed) process.exitCode = 1;
});
