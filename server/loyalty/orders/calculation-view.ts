import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import type { GuestRow } from '../guest-store/guest-store.js';
import { minorToUnits } from '../../../shared/money.js';
import { rankView } from '../wallet/programme.js';
import { allocate } from './calculation.js';
import type { Calculation } from './calculation-types.js';

function byCodeList(map: Map<string, number>) {
  return [...map].map(([code, total]) => ({ code, total: minorToUnits(total) }));
}

function bonusesObject(calc: Calculation, pay: number, accrual: number) {
  const net = calc.lines.map((line, i) => line.costMinor - (calc.lineDiscounts[i] ?? 0));
  const perLine = allocate(pay, net);
  const byCode = new Map<string, number>();
  calc.lines.forEach((line, i) => {
    if ((perLine[i] ?? 0) > 0) byCode.set(line.code, (byCode.get(line.code) ?? 0) + (perLine[i] ?? 0));
  });
  return {
    payments: { total: minorToUnits(pay), totalByCode: byCodeList(byCode) },
    accruals: { total: minorToUnits(accrual) },
    payment: minorToUnits(pay),
    accrual: minorToUnits(accrual),
  };
}

/** Why the guest may pay what it may: the cashier reads it at the till. */
function bonusNotification(b: NonNullable<Calculation['bonuses']>) {
  if (b.blocked) return { primary: 'Bonus payment unavailable', secondary: 'the guest is blocked' };
  if (b.limit === 'refusedWithoutCheck')
    return { primary: 'Bonus payment unavailable', secondary: 'the programme refuses bonus payments without a check' };
  const why = { share: "the programme's share of the order", balance: 'the balance', order: 'the whole order' }[
    b.limit
  ];
  return { primary: 'Bonuses', secondary: `up to ${minorToUnits(b.maxPay)} can be paid with bonuses (${why})` };
}

/** The `loyalty` object of the calculate answer. */
export async function calculationView(
  db: LoyaltyDb,
  q: Queries,
  calc: Calculation,
  guest: GuestRow | null,
  fingerprint: string,
) {
  const totalByCode = new Map<string, number>();
  calc.lines.forEach((line, i) => {
    const discount = calc.lineDiscounts[i] ?? 0;
    if (discount > 0) totalByCode.set(line.code, (totalByCode.get(line.code) ?? 0) + discount);
  });
  const discounts = {
    total: minorToUnits(calc.lineDiscounts.reduce((a, b) => a + b, 0)),
    totalByCode: byCodeList(totalByCode),
  };
  const programs = calc.programs.map((p) => ({
    program: { id: p.campaign.uuid, name: p.campaign.name },
    ...(p.discountMinor > 0
      ? { discounts: { total: minorToUnits(p.discountMinor), totalByCode: byCodeList(p.byCode) } }
      : {}),
    notifications: (p.notes.length > 0 ? p.notes : [p.campaign.description]).map((secondary) => ({
      primary: p.campaign.name,
      secondary,
    })),
  }));
  const gifts = calc.gifts.map(({ gift, line, discountMinor }) => ({
    id: gift.uuid,
    campaignId: gift.campaignUuid,
    name: gift.name,
    productCode: calc.lines[line]?.code ?? gift.productCode,
    discount: minorToUnits(discountMinor),
    expirationDate: gift.expirationDate,
  }));
  if (!calc.bonuses || !guest) return { fingerprint, summary: { discounts }, details: { programs }, gifts };
  const b = calc.bonuses;
  const min = bonusesObject(calc, b.minPay, b.accrualMin);
  const max = bonusesObject(calc, b.maxPay, b.accrualMax);
  const rank = await rankView(db, q, guest);
  const notifications = [bonusNotification(b)];
  return {
    fingerprint,
    summary: { discounts, bonuses: { min, max } },
    details: {
      programs,
      bonuses: {
        progress: { balance: minorToUnits(guest.balance_minor), ...(rank ? { rank } : {}) },
        min,
        max,
        notifications,
        ...(b.blocked ? {} : { limit: b.limit, maxBeforeBalance: minorToUnits(b.maxBeforeBalance) }),
      },
    },
    gifts,
  };
}
