import { maxServiceMoney, minorToUnits, unitsToMinor } from '../../shared/money.js';
import type {
  BonusChangeRequest,
  CalculateResponse,
  GuestIdentity,
  Order,
  OrdersHistoryResponse,
} from '../../shared/loyalty-api/b2b-api.js';
import type { Calculation, LoyaltyOrder, OrderHistoryRecord } from './loyalty-types.js';

/** A service's amount in currency units → hundredths, up to `maxServiceMoney` (10^13), the limit the client always read. */
export const fromService = (units: number): number => unitsToMinor(units, maxServiceMoney);

/** The guest a call names, by phone. */
export function byPhone(phone: string): GuestIdentity {
  return { type: 'phone', phone };
}

export function bonusChange(
  phone: string,
  amountMinor: number,
  comment: string,
): Omit<BonusChangeRequest, 'organization'> {
  return { guest: byPhone(phone), amount: minorToUnits(amountMinor), comment };
}

/** The order in the API's units; the extensions only when set, so a service that predates them gets what it knows. */
export function orderBody(order: LoyaltyOrder): Order {
  return {
    openedAt: order.openedAt,
    items: order.lines.map((line) => ({
      product: { code: line.code, name: line.name, ...(line.categories ? { categories: [...line.categories] } : {}) },
      price: minorToUnits(line.listMinor ?? line.amountMinor),
      cost: minorToUnits(line.amountMinor),
      quantity: line.quantity ?? 1,
      ...(line.modifiers?.length
        ? {
            modifiers: line.modifiers.map((m) => ({
              modifier: { code: m.code, name: m.name },
              price: minorToUnits(m.listMinor ?? m.amountMinor),
              cost: minorToUnits(m.amountMinor),
              discount: minorToUnits((m.listMinor ?? m.amountMinor) - m.amountMinor),
              quantity: m.quantity ?? 1,
            })),
          }
        : {}),
    })),
    ...(order.number !== undefined ? { number: order.number } : {}),
    ...(order.withoutCheck ? { withoutCheck: true } : {}),
    ...(order.withinCheck ? { withinCheck: true } : {}),
  };
}

/** What the bridge reads of a calculation, in hundredths. */
export function calculationOf(result: CalculateResponse): Calculation {
  const bonuses = result.loyalty.summary.bonuses;
  const progress = result.loyalty.details.bonuses?.progress.balance;
  return {
    fingerprint: result.loyalty.fingerprint,
    minPaymentMinor: fromService(bonuses?.min.payments.total ?? 0),
    maxPaymentMinor: fromService(bonuses?.max.payments.total ?? 0),
    balanceMinor: progress === undefined ? undefined : fromService(progress),
    limit: result.loyalty.details.bonuses?.limit,
    discountMinor: fromService(result.loyalty.summary.discounts.total),
    accrualMinMinor: fromService(bonuses?.min.accruals.total ?? 0),
    accrualMaxMinor: fromService(bonuses?.max.accruals.total ?? 0),
  };
}

/** One order of a guest's history, in hundredths. */
export function orderHistoryRecordOf(o: OrdersHistoryResponse['orders'][number]): OrderHistoryRecord {
  return {
    id: o.id,
    status: o.status,
    paidWithBonusesMinor: fromService(o.paidWithBonuses),
    rollbackMinor: fromService(o.bonusPaymentRollbackSum),
    earnedMinor: fromService(o['\u0435arnedBonuses']),
    openTime: o.openTime,
  };
}
