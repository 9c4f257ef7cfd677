import { LoyaltyApiError, LoyaltyUnavailableError, loyaltyCodes } from '../loyalty-client/loyalty-client-errors.js';
import type { GuestWithCards } from '../loyalty-client/loyalty-types.js';
import { formatMinor, parseMinor } from '../slips/format-money.js';
import { maskCardNumber } from '../slips/mask-card.js';
import { centered, labelled, ruler } from '../slips/slip-layout.js';
import { printedTime } from '../shifts/shift-report.js';
import { dialogNumber, DialogValueError, expectDialog, type DialogResult } from './dialog-result.js';
import { refused, type MenuOutcome, type MenuRunContext } from './menu-run-context.js';

/** A phone without its plus, or a card number: 4 to 20 digits. */
function digits(text: string): string {
  if (!/^\d{4,20}$/.test(text))
    throw new DialogValueError(`Phone or card: "${text}" must be 4 to 20 digits (no spaces, no plus sign).`);
  return text;
}

/** The guest of a card number, else of a phone (`+` and the digits); undefined when neither is known. */
async function findGuest(ctx: MenuRunContext, number: string): Promise<GuestWithCards | undefined> {
  for (const lookup of [{ cardNumber: number }, { phone: `+${number}` }]) {
    try {
      return await ctx.loyalty.findGuest(lookup);
    } catch (error) {
      if (
        error instanceof LoyaltyApiError &&
        [loyaltyCodes.guestNotFound, loyaltyCodes.validation].includes(error.code as '3007')
      )
        continue;
      throw error;
    }
  }
  return undefined;
}

/** A phone shown with its middle hidden: +7999***1122. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? phone : `${phone.slice(0, 5)}***${phone.slice(-4)}`;
}

/** A cashier-facing answer for a loyalty failure; anything else is rethrown. */
export function loyaltyFailure(error: unknown): MenuOutcome {
  if (error instanceof LoyaltyUnavailableError)
    return refused(`Loyalty service unreachable (${error.reason}): try again later.`);
  if (error instanceof LoyaltyApiError) return refused(`Loyalty service refused: ${error.message}`);
  throw error;
}

export async function guestBalance(
  ctx: MenuRunContext,
  dialog: DialogResult | undefined,
  caption: string,
): Promise<MenuOutcome> {
  const { value } = expectDialog(dialog, 'OneNumber', caption);
  const number = digits(dialogNumber(value, 'Phone or card'));
  try {
    const found = await findGuest(ctx, number);
    if (!found) return refused(`No guest with card or phone ${number}.`);
    const wallet = await ctx.loyalty.getWallet(found.guest.phone);
    const label = found.loyaltyCards[0] ? maskCardNumber(found.loyaltyCards[0].number) : maskPhone(found.guest.phone);
    ctx.guests.remember(found.guest.phone, label, ctx.now);
    const name = [found.guest.firstName, found.guest.lastName].filter(Boolean).join(' ');
    const lines = [
      ...centered(ctx.venue, ctx.width),
      ...centered('GUEST BALANCE', ctx.width),
      ruler(ctx.width),
      ...labelled('Time', printedTime(ctx.now), ctx.width),
      ...(name ? labelled('Guest', name, ctx.width) : []),
      ...labelled('Phone', maskPhone(found.guest.phone), ctx.width),
      ...found.loyaltyCards.flatMap((card) => labelled('Card', maskCardNumber(card.number), ctx.width)),
      ...(wallet.rankName ? labelled('Rank', wallet.rankName, ctx.width) : []),
      ...labelled('Balance', formatMinor(wallet.balanceMinor), ctx.width),
      ruler(ctx.width),
      '',
    ];
    return {
      ok: true,
      documents: [{ cutAfter: true, lines }],
      display: `${label}: balance ${formatMinor(wallet.balanceMinor)}.`,
    };
  } catch (error) {
    return loyaltyFailure(error);
  }
}

export async function accrueBonuses(
  ctx: MenuRunContext,
  dialog: DialogResult | undefined,
  caption: string,
): Promise<MenuOutcome> {
  const { value } = expectDialog(dialog, 'OneNumber', caption);
  const minor = parseMinor(dialogNumber(value, 'Bonuses'));
  if (minor === undefined || minor <= 0)
    throw new DialogValueError(`Bonuses: "${value}" must be an amount above 0 with at most 2 decimals.`);
  const guest = ctx.guests.recall(ctx.now);
  if (!guest) return refused('Look the guest up first (Guests → Balance lookup), then accrue within 5 minutes.');
  try {
    await ctx.loyalty.addBonus(guest.phone, minor, `accrued at the till (${ctx.venue})`);
    const wallet = await ctx.loyalty.getWallet(guest.phone);
    const lines = [
      ...centered(ctx.venue, ctx.width),
      ...centered('BONUSES ACCRUED', ctx.width),
      ruler(ctx.width),
      ...labelled('Time', printedTime(ctx.now), ctx.width),
      ...labelled('Guest', guest.label, ctx.width),
      ...labelled('Accrued', formatMinor(minor), ctx.width),
      ...labelled('Balance after', formatMinor(wallet.balanceMinor), ctx.width),
      ruler(ctx.width),
      '',
    ];
    return {
      ok: true,
      documents: [{ cutAfter: true, lines }],
      display: `${formatMinor(minor)} accrued to ${guest.label}; balance ${formatMinor(wallet.balanceMinor)}.`,
    };
  } catch (error) {
    return loyaltyFailure(error);
  }
}
