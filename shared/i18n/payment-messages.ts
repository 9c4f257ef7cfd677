import { formatAmount } from './format-amount.js';
import type { Language } from './language.js';
import { russianPlural } from './russian-plural.js';
import type { LoginRefusal } from '../api/status.js';

/** Why the loyalty service could not be asked (as the loyalty client reports it). */
export type UnavailableReason = 'unreachable' | 'timeout' | 'server-error';

type NoParams = Readonly<Record<string, never>>;

/** What bounds a bonus payment (the loyalty service's `details.bonuses.limit`, shared/loyalty-api/b2b-api.ts). */
export type PaymentLimitBound = 'share' | 'balance' | 'order' | 'check';

/** Which limit a payment was paid under, said where the bridge knows the stations' open checks (FarCards). */
export type PaidWithin = 'check' | 'noCheck';

/**
 * What each payment message says besides its words: amounts in integer hundredths (rendered per language), seconds,
 * the loyalty service's code and message, the cashier's own reason. Stored as JSON (`payments.display_params`).
 */
export interface PaymentMessageParams {
  readonly paid: { readonly amountMinor: number; readonly balanceMinor: number; readonly within?: PaidWithin };
  readonly confirmed: NoParams;
  /** A void; with the guest's balance after it once the bridge knows it (the window and the reprinted slip). */
  readonly voided: { readonly balanceMinor?: number | null };
  readonly guestNotFound: NoParams;
  readonly codeInvalid: NoParams;
  readonly guestBlocked: NoParams;
  readonly notEnoughBonuses: { readonly amountMinor: number; readonly balanceMinor: number | null };
  readonly overLimit: {
    readonly limitMinor: number;
    readonly amountMinor: number;
    readonly balanceMinor: number | null;
    /** What bounds the limit, when the loyalty service says (messages stored before it have none). */
    readonly bound?: PaymentLimitBound | null;
  };
  /** The programme refuses bonus payments whose till does not know the check (its rule `refused`). */
  readonly refusedWithoutCheck: NoParams;
  readonly serviceUnavailable: { readonly reason: UnavailableReason };
  /** The service refused the bridge's token login (setting `apiPassword`): nothing was asked of the guest's wallet. */
  readonly loginFailed: { readonly problem: LoginRefusal };
  readonly refused: { readonly code: string; readonly message: string };
  readonly notCompleted: NoParams;
  readonly notPaid: NoParams;
  readonly timeout: { readonly seconds: number };
  readonly stationClosed: NoParams;
  readonly stopping: NoParams;
  readonly cancelledAtStation: NoParams;
  /** `reason`: what the cashier typed, shown as typed; null for the default words. */
  readonly declinedByCashier: { readonly reason: string | null };
  readonly notDelivered: NoParams;
  readonly restartedWaiting: NoParams;
  readonly restartedCharging: NoParams;
  /** A try that did not find the guest; the payment still waits (never an ending, never sent to the station). */
  readonly notFoundTryAgain: NoParams;
  /** A wrong one-time code; `triesLeft` more codes are accepted for this payment. */
  readonly codeTryAgain: { readonly triesLeft: number };
  /** Too many wrong codes for this payment: codes are refused, card and phone still work. */
  readonly codesLocked: { readonly limit: number };
  /** A card or code tried on a loyalty service that finds guests by phone only; the payment still waits. */
  readonly lookupNotOffered: NoParams;
  /** confpay of less than was authorized: the rest returns to the guest. */
  readonly confirmedPart: { readonly amountMinor: number; readonly authorizedMinor: number };
  /** voidpay of part of what is paid: the rest stays paid. */
  readonly voidedPart: { readonly amountMinor: number; readonly remainingMinor: number };
  /** A Tip block lowered the tip (to 0: voided it). */
  readonly tipChanged: { readonly tipMinor: number; readonly wasMinor: number };
  /** confpay of more than was authorized (refused). */
  readonly overAuthorized: { readonly amountMinor: number; readonly authorizedMinor: number };
  /** voidpay of more than is paid (refused). */
  readonly overPaid: { readonly amountMinor: number; readonly paidMinor: number };
  /** A confpay of another amount than the one already confirmed (refused). */
  readonly confirmedOther: { readonly amountMinor: number };
  /** A Tip block for a payment without a tip (refused). */
  readonly noTip: NoParams;
  /** A Tip block asking for more tip than the guest agreed to (refused). */
  readonly tipRaised: { readonly tipMinor: number; readonly agreedMinor: number };
}

export type PaymentMessageKey = keyof PaymentMessageParams;

/** One message with its own parameters. */
export interface PaymentMessageOf<K extends PaymentMessageKey> {
  readonly key: K;
  readonly params: PaymentMessageParams[K];
}

/** A message the station and the window show about a payment, kept as key and parameters so either can translate it. */
export type PaymentMessage = { [K in PaymentMessageKey]: PaymentMessageOf<K> }[PaymentMessageKey];

export function paymentMessage<K extends PaymentMessageKey>(key: K, params: PaymentMessageParams[K]): PaymentMessage {
  return { key, params } as PaymentMessage;
}

/** An amount of integer hundredths as text in a language. */
export type AmountFormat = (minor: number, language: Language) => string;

type Amount = (minor: number) => string;
type Templates = {
  readonly [K in PaymentMessageKey]: (params: PaymentMessageParams[K], amount: Amount) => string;
};

const enLogin: Readonly<Record<LoginRefusal, string>> = {
  'wrong-password': 'wrong API password',
  'key-refused': 'API key refused',
  'no-endpoint': 'no token login at this address',
  locked: 'too many wrong passwords',
  refused: 'login refused',
};

const enBound: Readonly<Record<PaymentLimitBound, string>> = {
  share: "the programme's share of the order",
  balance: 'the balance',
  order: "the order's total",
  check: "what the programme's share of the station's open check leaves",
};

const enWithin: Readonly<Record<PaidWithin, string>> = {
  check: " (within the share of the station's open check)",
  noCheck: " (no open check: the programme's rule for payments without a check)",
};

/** ruBound and ruWithin repeat enBound's and enWithin's shape on purpose: one word table per language. */
const ruBound: Readonly<Record<PaymentLimitBound, string>> = {
  share: 'доля заказа по правилам программы',
  balance: 'баланс',
  order: 'сумма заказа',
  check: 'остаток доли открытого чека кассы по правилам программы',
};

const ruWithin: Readonly<Record<PaidWithin, string>> = {
  check: ' (в пределах доли открытого чека кассы)',
  noCheck: ' (открытого чека нет: правило программы для оплаты без чека)',
};

const en: Templates = {
  paid: (p, amount) =>
    `Paid with bonuses: ${amount(p.amountMinor)}${p.within ? enWithin[p.within] : ''}. Balance: ${amount(p.balanceMinor)}`,
  confirmed: () => 'Payment confirmed.',
  voided: (p, amount) =>
    `Payment voided: the bonuses return to the guest.${typeof p.balanceMinor === 'number' ? ` Balance: ${amount(p.balanceMinor)}` : ''}`,
  guestNotFound: () => 'Card or guest not found: nothing was charged.',
  codeInvalid: () => 'The payment code is wrong, used or expired: ask the guest for a new one.',
  guestBlocked: () => 'This guest is blocked: bonuses cannot be used.',
  notEnoughBonuses: (p, amount) =>
    `Not enough bonuses to pay ${amount(p.amountMinor)}.${p.balanceMinor === null ? '' : ` Balance ${amount(p.balanceMinor)}.`}`,
  overLimit: (p, amount) =>
    `Bonus limit for this order is ${amount(p.limitMinor)}${p.bound ? ` (${enBound[p.bound]})` : ''}; needed ${amount(p.amountMinor)}.${p.balanceMinor === null ? '' : ` Balance ${amount(p.balanceMinor)}.`}`,
  refusedWithoutCheck: () =>
    'The loyalty programme refuses bonus payments without a check: nothing was charged. Take another payment method.',
  serviceUnavailable: (p) =>
    `Loyalty service unavailable (${p.reason}): nothing was charged. Take another payment method.`,
  loginFailed: (p) =>
    `The bridge cannot log in to the loyalty service (${enLogin[p.problem] ?? p.problem}): nothing was charged. Take another payment method.`,
  refused: (p) => `Loyalty service refused the payment (${p.code}): ${p.message}`,
  notCompleted: () => 'The payment could not be completed: nothing was charged.',
  notPaid: () => 'The payment did not go through: nothing was charged.',
  timeout: (p) => `No guest was identified within ${p.seconds} s: payment cancelled, nothing was charged.`,
  stationClosed: () => 'The station closed the request: payment cancelled, nothing was charged.',
  stopping: () => 'The bridge is stopping: payment cancelled, nothing was charged.',
  cancelledAtStation: () => 'Payment cancelled at the station: nothing was charged.',
  declinedByCashier: (p) => p.reason ?? 'Declined by the cashier: nothing was charged.',
  notDelivered: () => 'The station did not receive the authorization: the payment was undone.',
  restartedWaiting: () => 'Cancelled: the bridge restarted.',
  restartedCharging: () => 'The bridge restarted during the payment: it was undone, nothing was charged.',
  notFoundTryAgain: () => 'Card or guest not found. Check it and try again, or use another card or the phone.',
  codeTryAgain: (p) =>
    p.triesLeft > 0
      ? `The code is wrong, used or expired. Ask the guest for a new one (${p.triesLeft} ${p.triesLeft === 1 ? 'try' : 'tries'} left).`
      : 'The code is wrong, used or expired. No more codes for this payment: use the card or the phone.',
  codesLocked: (p) => `${p.limit} wrong codes for this payment: codes are refused, use the card or the phone.`,
  lookupNotOffered: () =>
    "This loyalty service finds guests by phone only: card and code lookup are not offered. Type the guest's phone.",
  confirmedPart: (p, amount) =>
    `Confirmed ${amount(p.amountMinor)} of ${amount(p.authorizedMinor)}: ${amount(p.authorizedMinor - p.amountMinor)} returns to the guest.`,
  voidedPart: (p, amount) => `Voided ${amount(p.amountMinor)}: ${amount(p.remainingMinor)} stays paid.`,
  tipChanged: (p, amount) =>
    p.tipMinor === 0
      ? `Tip of ${amount(p.wasMinor)} voided: it returns to the guest.`
      : `Tip changed from ${amount(p.wasMinor)} to ${amount(p.tipMinor)}.`,
  overAuthorized: (p, amount) =>
    `Cannot confirm ${amount(p.amountMinor)}: only ${amount(p.authorizedMinor)} was authorized.`,
  overPaid: (p, amount) => `Cannot void ${amount(p.amountMinor)}: only ${amount(p.paidMinor)} is paid.`,
  confirmedOther: (p, amount) => `This payment is already confirmed for ${amount(p.amountMinor)}.`,
  noTip: () => 'This payment has no tip: the Tip block cannot be applied.',
  tipRaised: (p, amount) =>
    `A tip can be lowered, not raised: ${amount(p.tipMinor)} asked, the guest agreed to ${amount(p.agreedMinor)}.`,
};

const ruUnavailable: Readonly<Record<UnavailableReason, string>> = {
  unreachable: 'нет связи',
  timeout: 'нет ответа',
  'server-error': 'сбой сервера',
};

const ruLogin: Readonly<Record<LoginRefusal, string>> = {
  'wrong-password': 'неверный пароль API',
  'key-refused': 'API-ключ отклонён',
  'no-endpoint': 'по этому адресу нет входа по токену',
  locked: 'слишком много неверных паролей',
  refused: 'вход отклонён',
};

/** The Russian catalog repeats the English one's shape on purpose: one template per key and language. */
const ru: Templates = {
  paid: (p, amount) =>
    `Оплачено бонусами: ${amount(p.amountMinor)}${p.within ? ruWithin[p.within] : ''}. Остаток: ${amount(p.balanceMinor)}`,
  confirmed: () => 'Оплата подтверждена.',
  voided: (p, amount) =>
    `Оплата сторнирована: бонусы вернутся гостю.${typeof p.balanceMinor === 'number' ? ` Остаток: ${amount(p.balanceMinor)}` : ''}`,
  guestNotFound: () => 'Гость или карта не найдены: ничего не списано.',
  codeInvalid: () => 'Код оплаты неверный, уже использован или истёк: попросите у гостя новый.',
  guestBlocked: () => 'Гость заблокирован: оплата бонусами недоступна.',
  notEnoughBonuses: (p, amount) =>
    `Недостаточно бонусов для оплаты ${amount(p.amountMinor)}.${p.balanceMinor === null ? '' : ` Баланс ${amount(p.balanceMinor)}.`}`,
  overLimit: (p, amount) =>
    `Бонусами по этому заказу можно оплатить не больше ${amount(p.limitMinor)}${p.bound ? ` (${ruBound[p.bound]})` : ''}, а нужно ${amount(p.amountMinor)}.${p.balanceMinor === null ? '' : ` Баланс ${amount(p.balanceMinor)}.`}`,
  refusedWithoutCheck: () =>
    'Программа лояльности не принимает оплату бонусами без чека: ничего не списано. Примите оплату другим способом.',
  serviceUnavailable: (p) =>
    `Программа лояльности недоступна (${ruUnavailable[p.reason] ?? p.reason}): ничего не списано. Примите оплату другим способом.`,
  loginFailed: (p) =>
    `Мост не может войти в программу лояльности (${ruLogin[p.problem] ?? p.problem}): ничего не списано. Примите оплату другим способом.`,
  refused: (p) => `Программа лояльности отклонила оплату (код ${p.code}): ${p.message}`,
  notCompleted: () => 'Оплату не удалось провести: ничего не списано.',
  notPaid: () => 'Оплата не прошла: ничего не списано.',
  timeout: (p) =>
    `За ${p.seconds} ${russianPlural(p.seconds, 'секунду', 'секунды', 'секунд')} гость не определён: оплата отменена, ничего не списано.`,
  stationClosed: () => 'Касса закрыла запрос: оплата отменена, ничего не списано.',
  stopping: () => 'Мост останавливается: оплата отменена, ничего не списано.',
  cancelledAtStation: () => 'Оплата отменена на кассе: ничего не списано.',
  declinedByCashier: (p) => p.reason ?? 'Отклонено кассиром: ничего не списано.',
  notDelivered: () => 'Касса не получила ответ об оплате: оплата отменена, бонусы вернутся гостю.',
  restartedWaiting: () => 'Отменено: мост перезапустился.',
  restartedCharging: () => 'Мост перезапустился во время оплаты: оплата отменена, ничего не списано.',
  notFoundTryAgain: () =>
    'Гость или карта не найдены. Проверьте и попробуйте ещё раз или введите другую карту или телефон.',
  codeTryAgain: (p) =>
    p.triesLeft > 0
      ? `Код неверный, уже использован или истёк. Попросите у гостя новый (осталось ${p.triesLeft} ${russianPlural(p.triesLeft, 'попытка', 'попытки', 'попыток')}).`
      : 'Код неверный, уже использован или истёк. Коды для этой оплаты больше не принимаются: используйте карту или телефон.',
  codesLocked: (p) =>
    `${p.limit} неверных кодов для этой оплаты: коды больше не принимаются, используйте карту или телефон.`,
  lookupNotOffered: () =>
    'Эта программа лояльности находит гостей только по телефону: поиск по карте и коду не поддерживается. Введите телефон гостя.',
  confirmedPart: (p, amount) =>
    `Подтверждено ${amount(p.amountMinor)} из ${amount(p.authorizedMinor)}: ${amount(p.authorizedMinor - p.amountMinor)} вернётся гостю.`,
  voidedPart: (p, amount) => `Отменено ${amount(p.amountMinor)}: оплаченными остаются ${amount(p.remainingMinor)}.`,
  tipChanged: (p, amount) =>
    p.tipMinor === 0
      ? `Чаевые ${amount(p.wasMinor)} отменены: они вернутся гостю.`
      : `Чаевые изменены: было ${amount(p.wasMinor)}, стало ${amount(p.tipMinor)}.`,
  overAuthorized: (p, amount) =>
    `Нельзя подтвердить ${amount(p.amountMinor)}: авторизовано только ${amount(p.authorizedMinor)}.`,
  overPaid: (p, amount) => `Нельзя отменить ${amount(p.amountMinor)}: оплачено только ${amount(p.paidMinor)}.`,
  confirmedOther: (p, amount) => `Эта оплата уже подтверждена на ${amount(p.amountMinor)}.`,
  noTip: () => 'У этой оплаты нет чаевых: блок Tip неприменим.',
  tipRaised: (p, amount) =>
    `Чаевые можно уменьшить, но не увеличить: запрошено ${amount(p.tipMinor)}, гость согласился на ${amount(p.agreedMinor)}.`,
};

const catalogs: Readonly<Record<Language, Templates>> = { en, ru };

/** True for a message key this catalog knows (a stored or received key may come from another version). */
export function isPaymentMessageKey(key: unknown): key is PaymentMessageKey {
  return typeof key === 'string' && Object.hasOwn(en, key);
}

/**
 * The message in a language. Amounts are written by `format`: by default as the station and slips print them
 * (`1234.56`, `1234,56`); the window passes its own money format so a message reads like the rest of the window.
 */
export function renderPaymentMessage(
  language: Language,
  message: PaymentMessage,
  format: AmountFormat = formatAmount,
): string {
  const template = catalogs[language][message.key] as (params: PaymentMessage['params'], amount: Amount) => string;
  return template(message.params, (minor) => format(minor, language));
}
