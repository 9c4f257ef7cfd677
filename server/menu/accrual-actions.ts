import { defaultMenuTexts } from '../i18n/default-menu-texts.js';
import { menuTexts } from '../i18n/menu-texts.js';
import { parseMinor } from '../../shared/money.js';
import { managerLocked } from '../manager-pin/manager-lock.js';
import { labelled } from '../slips/slip-layout.js';
import { stationLabelOf } from '../stations/station-registry.js';
import { creditManualAccrual } from './manual-accrual.js';
import { LoyaltyApiError } from '../loyalty-client/loyalty-client-errors.js';
import { dialogNumber, DialogValueError, type DialogResult } from './dialog-result.js';
import type { RememberedGuest } from './guest-memory.js';
import { guestItem, guestSlip, loyaltyFailure, maskPhone } from './guest-actions.js';
import { refused, type MenuOutcome, type MenuRunContext } from './menu-run-context.js';

/** The guest as the cashier reads them: name and masked phone, else the card or phone shown at the lookup. */
function guestName(guest: RememberedGuest): string {
  return guest.name ? `${guest.name} (${maskPhone(guest.phone)})` : guest.label;
}

const menuPath = (ctx: MenuRunContext, item: 'accrueBonuses' | 'accrualReason' | 'balanceLookup'): string => {
  const captions = defaultMenuTexts(ctx.language);
  return `${captions.guests} → ${captions[item]}`;
};

/** Refuses an accrual where it is not allowed: the station's when off (a display), the locked window's (a 403). */
function accrualRefusal(ctx: MenuRunContext): MenuOutcome | undefined {
  if (ctx.accruals === 'needs-pin') throw managerLocked();
  if (ctx.accruals === 'station-off') return refused(menuTexts(ctx.language).guests.accrualsInWindow);
  return undefined;
}

/** A step of an accrual as a menu action: refused where accruals are not allowed, else run on the dialog's value. */
function accrualStep(
  step: (ctx: MenuRunContext, item: ReturnType<typeof guestItem>) => Promise<MenuOutcome>,
): (ctx: MenuRunContext, dialog: DialogResult | undefined, caption: string) => Promise<MenuOutcome> {
  return async (ctx, dialog, caption) => accrualRefusal(ctx) ?? (await step(ctx, guestItem(ctx, dialog, caption)));
}

/**
 * "Accrue bonuses", the first step: the amount for the guest this station looked up; nothing is credited yet. The
 * answer names the guest and their balance and asks for the reason ("Accrual reason", the second step).
 */
export const accrueBonuses = accrualStep(async (ctx, { t, amount, value }) => {
  const minor = parseMinor(dialogNumber(value, t.bonuses, ctx.language));
  if (minor === undefined || minor <= 0) throw new DialogValueError(t.notBonuses(value));
  const station = ctx.station ?? '';
  const guest = ctx.guests.recall(station, ctx.now);
  if (!guest) return refused(t.lookUpFirst(menuPath(ctx, 'balanceLookup')));
  try {
    const wallet = await ctx.loyalty.getWallet(guest.phone);
    ctx.guests.propose(station, minor, ctx.now);
    const display = t.confirmAccrual(
      guestName(guest),
      amount(minor),
      amount(wallet.balanceMinor),
      menuPath(ctx, 'accrualReason'),
    );
    return { ok: true, documents: [], display };
  } catch (error) {
    return loyaltyFailure(error, ctx.language);
  }
});

/** The reason by its number (1 to the number of reasons); the cashier is told the choices otherwise. */
function reasonOf(ctx: MenuRunContext, value: string): string {
  const t = menuTexts(ctx.language).guests;
  const number = /^\d{1,2}$/.test(value) ? Number(value) : 0;
  const reason = t.reasons[number - 1];
  if (reason === undefined)
    throw new DialogValueError(t.notAReason(value, t.reasons.map((text, i) => `${i + 1} ${text}`).join(', ')));
  return reason;
}

/**
 * "Accrual reason", the second step: credits the amount entered in "Accrue bonuses" with the reason, writes the reason
 * into the loyalty history's comment and into the bridge's journal (`app_events`: who, how much, which station, why),
 * its intent first (creditManualAccrual).
 */
export const accrueWithReason = accrualStep(async (ctx, { t, amount, value }) => {
  const reason = reasonOf(ctx, value);
  const station = ctx.station ?? '';
  const accrual = ctx.guests.take(station, ctx.now);
  if (!accrual) return refused(t.enterBonusesFirst(menuPath(ctx, 'accrueBonuses')));
  const { guest, amountMinor } = accrual;
  const stationLabel = ctx.station === undefined ? undefined : stationLabelOf(ctx.db, ctx.station, ctx.language);
  const comment = `accrued at the till (${[ctx.venue, stationLabel].filter(Boolean).join(', ')}): ${reason}`;
  const journalled = {
    phone: guest.phone,
    guest: guest.name ?? guest.label,
    amountMinor,
    reason,
    station: ctx.station ?? null,
    stationLabel: stationLabel ?? null,
    via: ctx.caller,
  };
  try {
    await creditManualAccrual(ctx.db, ctx.loyalty, journalled, comment, ctx.now.toISOString());
  } catch (error) {
    /**
     * A refusal credited nothing: the cashier may choose the reason again. An unanswered call may have credited: its
     * intent waits for the next start, which reads the loyalty history, so the accrual is not offered twice.
     */
    if (error instanceof LoyaltyApiError) ctx.guests.restore(station, accrual, ctx.now);
    return loyaltyFailure(error, ctx.language);
  }
  try {
    const wallet = await ctx.loyalty.getWallet(guest.phone);
    const body = [
      ...labelled(t.guest, guestName(guest), ctx.width),
      ...(stationLabel ? labelled(t.station, stationLabel, ctx.width) : []),
      ...labelled(t.accrued, amount(amountMinor), ctx.width),
      ...labelled(t.reason, reason, ctx.width),
      ...labelled(t.balanceAfter, amount(wallet.balanceMinor), ctx.width),
    ];
    const display = t.accruedShown(guestName(guest), amount(amountMinor), amount(wallet.balanceMinor), reason);
    return guestSlip(ctx, t.accruedTitle, body, display);
  } catch (error) {
    return loyaltyFailure(error, ctx.language);
  }
});
