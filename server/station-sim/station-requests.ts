/** Builds the station driver's request documents, as the driver sends them (UTF-8, XML declaration, `version`). */

const declaration = '<?xml version="1.0" encoding="utf-8"?>';

/** Escapes text for an attribute or element content. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Source {
  readonly station: string;
  readonly server: string;
  readonly restaurant: string;
  readonly fullcode: string;
}

/** The four payment fields the server returned, sent back in `auXML`. */
export interface AuXml {
  readonly ActionID: string;
  readonly CardCode: string;
  readonly AuthCode: string;
  readonly AuthInfo: string;
}

export interface TipBlock extends AuXml {
  readonly amountMinor: number;
}

const srcId = (s: Source): string =>
  `<SrcID cashguid="${esc(s.station)}" servguid="${esc(s.server)}" restguid="${esc(s.restaurant)}" fullcode="${esc(s.fullcode)}"/>`;

const auXml = (a: AuXml): string =>
  `<auXML>${(['ActionID', 'CardCode', 'AuthCode', 'AuthInfo'] as const).map((k) => `<${k}>${esc(a[k])}</${k}>`).join('')}</auXML>`;

export function authPay(source: Source, version: number, amountMinor: number): string {
  return `${declaration}<AuthPay version="${version}">${srcId(source)}<Order/><MyPay myAmount="${amountMinor}"/></AuthPay>`;
}

export function settle(
  root: 'ConfPay' | 'VoidPay',
  source: Source,
  version: number,
  amountMinor: number,
  payment: AuXml,
  tip: TipBlock | undefined,
): string {
  const tipXml = tip ? `<Tip><MyPay myAmount="${tip.amountMinor}"/>${auXml(tip)}</Tip>` : '';
  return `${declaration}<${root} version="${version}">${srcId(source)}<Order/><MyPay myAmount="${amountMinor}"/>${auXml(payment)}${tipXml}</${root}>`;
}

export function cancelPay(source: Source): string {
  return `${declaration}<CancelPay version="2">${srcId(source)}</CancelPay>`;
}

export function doShift(source: Source): string {
  return `${declaration}<DoShift version="1">${srcId(source)}</DoShift>`;
}

export function getMenuList(): string {
  return `${declaration}<GetMenuList version="2"/>`;
}

export type DialogValues =
  | { readonly type: string; readonly from: string; readonly to: string }
  | { readonly type: string; readonly value: string };

export function execMenuItem(operationId: string, parameter: string, dialog: DialogValues | undefined): string {
  const values = !dialog
    ? ''
    : 'value' in dialog
      ? `<DialogResult dialogType="${esc(dialog.type)}" value="${esc(dialog.value)}"/>`
      : `<DialogResult dialogType="${esc(dialog.type)}" from="${esc(dialog.from)}" to="${esc(dialog.to)}"/>`;
  return `${declaration}<ExecMenuItem version="2"><OperationId>${esc(operationId)}</OperationId><Parameter>${esc(parameter)}</Parameter>${values}</ExecMenuItem>`;
}
