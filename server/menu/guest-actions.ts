import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import { formatAmount } from '../../shared/i18n/format-amount.js';
import type { Language } from '../../shared/i18n/language.js';
import { menuTexts } from '../i18n/menu-texts.js';
import {
  GuestLookupNotOfferedError,
  LoyaltyApiError,
  LoyaltyLoginError,
  LoyaltyUnavailableError,
} from '../loyalty-client/loyalty-client-errors.js';
import type { GuestLookup, GuestWithCards } from '../loyalty-client/loyalty-types.js';
import { normalizePhone } from '../phone/phone-number.js';
import { maskCardNumber } from '../slips/mask-card.js';
import { labelled, ruler, slipHead } from '../slips/slip-layout.js';
import { printedTime } from '../slips/printed-time.js';
import { DialogValueError, expectDialog, type DialogResult } from './dialog-result.js';
import { refused, type MenuOutcome, type MenuRunContext } from './menu-run-context.js';

/** What the dialog's value can be: digits (a card number or a phone) or a phone as people write it. */
type BalanceKey = { readonly digits: string } | { readonly phone: string };

/**
 * Digits (4 to 20) are a card number or a phone; a value with phone punctuation (`+7 999 123-45-67`,
 * `8 (999) 123-45-67`) is a phone only; anything else, or a phone that is not valid, is refused.
 */
function balanceKey(text: string, ctx: MenuRunContext): BalanceKey {
  const t = menuTexts(ctx.language).guests;
  if (/^\d{4,20}$/.test(text)) return { digits: text };
  const phone = /^[\d\s()+-]+$/.test(text) ? normalizePhone(text, ctx.phoneRegion) : undefined;
  if (phone === undefined) throw new DialogValueError(t.notDigits(text));
  return { phone };
}

/** The lookups of a key: a card number, then the phone it reads as (in the venue's `phoneRegion`). */
function lookupsOf(key: BalanceKey, region: string): GuestLookup[] {
  if ('phone' in key) return [{ phone: key.phone }];
  const phone = normalizePhone(key.digits, region) ?? normalizePhone(`+${key.digits}`, region);
  return [{ cardNumber: key.digits }, ...(phone ? [{ phone }] : [])];
}

/** The guest of a card number, else of a phone; undefined when neither is known (or cards are not looked up). */
async function findGuest(ctx: MenuRunContext, key: BalanceKey): Promise<GuestWithCards | undefined> {
  for (const lookup of lookupsOf(key, ctx.phoneRegion)) {
    try {
      return await ctx.loyalty.findGuest(lookup);
    } catch (error) {
      if (error instanceof GuestLookupNotOfferedError) continue;
      if (
        error instanceof LoyaltyApiError &&
        ([loyaltyErrors.guestNotFound.code, loyaltyErrors.validation.code] as readonly string[]).includes(error.code)
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
export function loyaltyFailure(error: unknown, language: Language): MenuOutcome {
  const t = menuTexts(language).loyalty;
  if (error instanceof LoyaltyUnavailableError) return refused(t.unreachable(error.reason));
  if (error instanceof LoyaltyApiError || error instanceof LoyaltyLoginError) return refused(t.refused(error.message));
  throw error;
}

/** What both guest items start with: their texts, the amount format and the one number the cashier entered. */
export function guestItem(ctx: MenuRunContext, dialog: DialogResult | undefined, caption: string) {
  const t = menuTexts(ctx.language).guests;
  const amount = (minor: number): string => formatAmount(minor, ctx.language);
  const { value } = expectDialog(dialog, 'OneNumber', caption, ctx.language);
  return { t, amount, value };
}

/** A guest slip: the venue and title, the time, `body` between rulers, cut after; the station shows `display`. */
export function guestSlip(ctx: MenuRunContext, title: string, body: readonly string[], display: string): MenuOutcome {
  const lines = [
    ...slipHead(ctx.venue, title, ctx.width),
    ruler(ctx.width),
    ...labelled(menuTexts(ctx.language).guests.time, printedTime(ctx.now), ctx.width),
    ...body,
    ruler(ctx.width),
    '',
  ];
  return { ok: true, documents: [{ cutAfter: true, lines }], display };
}

export async function guestBalance(
  ctx: MenuRunContext,
  dialog: DialogResult | undefined,
  caption: string,
): Promise<MenuOutcome> {
  const { t, amount, value } = guestItem(ctx, dialog, caption);
  const key = balanceKey(value, ctx);
  try {
    const found = await findGuest(ctx, key);
    if (!found) return refused(t.noGuest('phone' in key ? key.phone : key.digits));
    const wallet = await ctx.loyalty.getWallet(found.guest.phone);
    const label = found.loyaltyCards[0] ? maskCardNumber(found.loyaltyCards[0].number) : maskPhone(found.guest.phone);
    const name = [found.guest.firstName, found.guest.lastName].filter(Boolean).join(' ');
    ctx.guests.remember(ctx.station ?? '', { phone: found.guest.phone, label, name: name || undefined }, ctx.now);
    const body = [
      ...(name ? labelled(t.guest, name, ctx.width) : []),
      ...labelled(t.phone, maskPhone(found.guest.phone), ctx.width),
      ...found.loyaltyCards.flatMap((card) => labelled(t.card, maskCardNumber(card.number), ctx.width)),
      ...(wallet.rankName ? labelled(t.rank, wallet.rankName, ctx.width) : []),
      ...labelled(t.balance, amount(wallet.balanceMinor), ctx.width),
    ];
    return guestSlip(ctx, t.balanceTitle, body, t.balanceShown(label, amount(wallet.balanceMinor)));
  } catch (error) {
    return loyaltyFailure(error, ctx.language);
  }
}
