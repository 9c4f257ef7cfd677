import { buildDocument } from '../../authcall/xml/xml-builder.js';
import type { XmlContent } from '../../authcall/xml/xml-element.js';
import type { CardInfo, EmailLookup, TransactionsOutcome } from '../farcards-contract.js';
import { cutToAnsiBytes } from './ansi-bytes.js';
import { moneyAttribute, type FarcardsMoney } from './money-attribute.js';

/** How an answer writes money and carries a TRRESPONSE (settings `farcards.money`, `farcards.outBuf`). */
export interface AnswerStyle {
  readonly money: FarcardsMoney;
  readonly outBuf: 'element' | 'text' | 'none';
}

/** Sizes of the DLL's text fields in bytes: the holder's name 40, the messages and the lock reason 256 with its NUL. */
const holderBytes = 40;
const messageBytes = 255;

/** OutKind 1: the out-buffer is XML (a TRRESPONSE). */
const xmlOutKind = '1';

/** A text attribute cut to its DLL field, left out when empty (as the example processing server omits them). */
const text = (value: string, bytes = messageBytes): string | undefined =>
  value === '' ? undefined : cutToAnsiBytes(value, bytes);

/** `Root/GetCardInfoEx`: Result 0 with the card's fields, or Result 1 (no such card, or a request that did not read). */
export function cardInfoAnswer(info: CardInfo, style: AnswerStyle): string {
  if (info.kind === 'unknown') return failedCardInfo(info.message);
  const money = (minor: number) => moneyAttribute(minor, style.money);
  return buildDocument('Root', {
    GetCardInfoEx: {
      '@_Result': '0',
      '@_Locked': info.locked ? '1' : '0',
      '@_WhyLock': info.locked ? text(info.locked.reason) : undefined,
      '@_Holder': text(info.holder, holderBytes),
      '@_PersonID': info.personId,
      '@_Account': String(info.account),
      '@_Bonus': String(info.bonusCode),
      '@_Discount': String(info.discountCode),
      '@_DiscLimit': money(info.discountMinor),
      '@_Summa': money(info.locked ? 0 : info.mayPayMinor),
      '@_DopInfo': text(info.extraInfo),
      '@_ScrMessage': text(info.screenMessage),
      '@_PrnMessage': text(info.printMessage),
    },
  });
}

export function failedCardInfo(reason: string): string {
  return buildDocument('Root', { GetCardInfoEx: { '@_Result': '1', '@_ErrorText': text(reason) } });
}

/**
 * `Root/TransactionsEx Result`, with the TRRESPONSE (error_code, err_text, a TRANSACTION per reported transaction) as
 * the out-buffer: `OutBuf OutKind="1"` holding it as an element or as escaped text, or left out (`farcards.outBuf`).
 */
export function transactionsAnswer(outcome: TransactionsOutcome, style: AnswerStyle): string {
  const response: XmlContent =
    outcome.kind === 'refused'
      ? { '@_error_code': String(outcome.errorCode), '@_err_text': text(outcome.reason) }
      : {
          '@_error_code': '0',
          '@_err_text': text(outcome.warning ?? ''),
          TRANSACTION: outcome.reports.map((report) => ({
            '@_cardcode': report.card,
            '@_num': String(report.position),
            '@_ext_id': report.externalId,
            '@_value': report.valueMinor === undefined ? undefined : moneyAttribute(report.valueMinor, style.money),
            '@_slip': report.slip === undefined ? undefined : text(report.slip),
          })),
        };
  const result = outcome.kind === 'refused' ? '1' : '0';
  const outBuf =
    style.outBuf === 'none'
      ? undefined
      : style.outBuf === 'element'
        ? { '@_OutKind': xmlOutKind, TRRESPONSE: response }
        : { '@_OutKind': xmlOutKind, '#text': buildDocument('TRRESPONSE', response) };
  return buildDocument('Root', { TransactionsEx: { '@_Result': result, OutBuf: outBuf } });
}

/** A transactionsex request that did not read: Result 1, nothing done; error code 1 in the TRRESPONSE. */
export function failedTransactions(reason: string, style: AnswerStyle): string {
  return transactionsAnswer({ kind: 'refused', errorCode: wireErrorCode, reason }, style);
}

/** The TRRESPONSE error_code of a request the door could not read (the check service's codes are its own). */
export const wireErrorCode = 1;

/** `Root/FindEmail`: the guest's card, account and name, or Result 1 with the reason. */
export function emailAnswer(lookup: EmailLookup): string {
  if (lookup.kind === 'unknown') return failedEmail(lookup.message);
  return buildDocument('Root', {
    FindEmail: {
      '@_Result': '0',
      '@_CardCode': lookup.card,
      '@_Account': String(lookup.account),
      '@_Name': text(lookup.holder, holderBytes),
    },
  });
}

export function failedEmail(reason: string): string {
  return buildDocument('Root', { FindEmail: { '@_Result': '1', '@_ErrorText': text(reason) } });
}

/** `Root/GetCardImageEx ErrorText`: the bridge keeps no card pictures, so every request gets the reason. */
export function imageAnswer(reason: string): string {
  return buildDocument('Root', { GetCardImageEx: { '@_ErrorText': text(reason) } });
}
