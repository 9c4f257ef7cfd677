import type { CalculateRequest } from '../../../shared/loyalty-api/b2b-api.js';
import { cashierTexts, type CashierTexts } from '../../i18n/cashier-texts.js';
import { atomicUnsynced } from '../../storage/unsynced.js';
import {
  LoyaltyApiError,
  LoyaltyLoginError,
  LoyaltyUnavailableError,
} from '../../loyalty-client/loyalty-client-errors.js';
import type { CardInfo, CardQuery, CashierLanguage } from '../farcards-contract.js';
import { guestNumbers, resolveCard, type CardHolder } from './card-resolution.js';
import type { CheckDeps } from './check-deps.js';
import { checkKeyOf, orderIdOf } from './check-identity.js';
import { orderOf, orderTotalMinor, readCalculation, type CheckCalculation } from './check-order.js';
import { openCheckOf, rememberOpenCheck } from './check-store.js';

/**
 * getcardinfoex: the card's holder and, with the check's lines, what bonuses may pay on it, the campaigns' discount and
 * the cashier's texts, all calculated by the loyalty engine. Writes nothing but the station's open check. An unknown
 * card, and an unreachable service, answer `unknown` with the reason (so the till shows it and lets the cashier retry).
 */
export async function cardInfo(deps: CheckDeps, query: CardQuery, language: CashierLanguage): Promise<CardInfo> {
  const texts = cashierTexts(language);
  try {
    return withCodes(await lookUp(deps, query, texts), deps.rkeeperCodes);
  } catch (error) {
    if (error instanceof LoyaltyUnavailableError || error instanceof LoyaltyLoginError) {
      deps.logger.warn({ err: error.message }, 'FarCards card lookup: the loyalty service is unreachable');
      return { kind: 'unknown', message: texts.unreachable };
    }
    if (error instanceof LoyaltyApiError) return { kind: 'unknown', message: texts.refused(error.message) };
    throw error;
  }
}

/**
 * The r_keeper codes the installation set: its discount applies the campaigns' discount (`Discount` with `DiscLimit`,
 * named only when there is a discount), its bonus type is named for a till that computes bonuses itself.
 */
function withCodes(info: CardInfo, codes: CheckDeps['rkeeperCodes']): CardInfo {
  if (info.kind !== 'found' || !codes) return info;
  return { ...info, discountCode: info.discountMinor > 0 ? codes.discount : 0, bonusCode: codes.bonus };
}

async function lookUp(deps: CheckDeps, query: CardQuery, texts: CashierTexts): Promise<CardInfo> {
  const station = String(query.unitNo);
  const remembered = openCheckOf(deps.db, station);
  const lines = query.check?.lines ?? [];
  const checkKey = checkKeyOf(query.check, { restaurant: query.restaurant, station: query.unitNo });
  /** A one-time code is consumed by its first lookup: the station's open check remembers whose it was. */
  const holder: CardHolder | undefined =
    remembered && remembered.card === query.card && remembered.guestPhone && remembered.checkKey === checkKey
      ? { phone: remembered.guestPhone, name: remembered.holder ?? remembered.guestPhone }
      : await resolveCard(deps.loyalty, query.card, deps.phoneRegion);
  if (!holder) {
    if (lines.length > 0) return promoCode(deps, query, texts);
    return { kind: 'unknown', message: texts.noSuchCard };
  }
  const numbers = guestNumbers(holder.phone);
  if (lines.length === 0) {
    const wallet = await deps.loyalty.getWallet(holder.phone);
    const screen = [texts.balance(wallet.balanceMinor), ...(wallet.rankName ? [texts.rank(wallet.rankName)] : [])];
    return found(holder, numbers, wallet.balanceMinor, wallet.balanceMinor, 0, screen);
  }
  const order = orderOf(lines, query.check?.generatedAt ?? deps.clock().toISOString());
  const calculation = readCalculation(
    await deps.loyalty.calculateOrder({ order, guest: { type: 'phone', phone: holder.phone } }),
  );
  /** Crash-safe only: a lost memory of the open check costs a payment its check's cap, never money. */
  if (checkKey) {
    atomicUnsynced(deps.db, () =>
      rememberOpenCheck(
        deps.db,
        {
          station,
          orderId: orderIdOf(checkKey),
          card: query.card,
          guestPhone: holder.phone,
          holder: holder.name,
          lines,
          totalMinor: orderTotalMinor(order),
          mayPayMinor: calculation.maxPaymentMinor,
          discountMinor: calculation.discountMinor,
          willEarnMinor: calculation.earnWithoutPaymentMinor,
          updatedAt: deps.clock().toISOString(),
        },
        checkKey,
      ),
    );
  }
  const balance = calculation.balanceMinor ?? 0;
  const info = found(
    holder,
    numbers,
    calculation.maxPaymentMinor,
    balance,
    calculation.discountMinor,
    checkTexts(calculation, texts),
  );
  return calculation.blocked ? { ...info, mayPayMinor: 0, locked: { reason: texts.guestBlocked } } : info;
}

function checkTexts(calculation: CheckCalculation, texts: CashierTexts): string[] {
  return [
    texts.balance(calculation.balanceMinor ?? 0),
    ...(calculation.rankName ? [texts.rank(calculation.rankName)] : []),
    texts.mayPay(calculation.maxPaymentMinor),
    ...(calculation.discountMinor > 0 ? [texts.discount(calculation.discountMinor)] : []),
    texts.willEarn(calculation.earnWithoutPaymentMinor),
  ];
}

function found(
  holder: CardHolder,
  numbers: ReturnType<typeof guestNumbers>,
  mayPayMinor: number,
  balanceMinor: number,
  discountMinor: number,
  lines: readonly string[],
): CardInfo & { kind: 'found' } {
  return {
    kind: 'found',
    holder: holder.name,
    personId: numbers.personId,
    account: numbers.account,
    mayPayMinor,
    balanceMinor,
    discountMinor,
    discountCode: 0,
    bonusCode: 0,
    screenMessage: lines.join('; '),
    printMessage: lines.join('\n'),
    extraInfo: '',
  };
}

/** A card nobody holds may be a promo code: the anonymous calculation with it as a promocode gives its discount. */
async function promoCode(deps: CheckDeps, query: CardQuery, texts: CashierTexts): Promise<CardInfo> {
  const order = orderOf(query.check?.lines ?? [], query.check?.generatedAt ?? deps.clock().toISOString());
  const body: Omit<CalculateRequest, 'organization'> = { order, promocodes: [{ value: query.card }] };
  const calculation = readCalculation(await deps.loyalty.calculateOrder(body));
  const plain = readCalculation(await deps.loyalty.calculateOrder({ order }));
  const discount = calculation.discountMinor - plain.discountMinor;
  if (discount <= 0) return { kind: 'unknown', message: texts.noSuchCard };
  const info = found({ phone: '', name: texts.coupon(query.card) }, { personId: '0', account: 0 }, 0, 0, discount, [
    texts.coupon(query.card),
    texts.discount(discount),
  ]);
  return info;
}
