import { loyaltyErrors } from '../../../shared/loyalty-api/error-codes.js';
import type { GuestVirtualCard } from '../../../shared/loyalty-api/guest-api.js';
import { HttpError } from '../../errors/http-error.js';
import { cardsOf, generateVirtualCard } from '../cards/card-store.js';
import type { Queries } from '../database/loyalty-db.js';
import { LoyaltyError } from '../errors/loyalty-error.js';

/** The most cards (plastic and virtual) a guest may hold when adding one from the guest page. */
export const maxGuestCards = 5;

const virtualCardExists = 'the guest already has a virtual card (one per guest)';

/**
 * Generates the signed-in guest's virtual card as `generateLoyaltyCard` does, inside a write: 403 for a blocked guest,
 * 409 at `maxGuestCards` cards or when the guest has its virtual card already. The guest's row is locked first, so two
 * requests at once are decided one after the other (the unique index of virtual cards settles any other race).
 */
export async function addGuestVirtualCard(q: Queries, guestId: number, now: string): Promise<GuestVirtualCard> {
  const guest = await q
    .selectFrom('guests')
    .selectAll()
    .where('id', '=', guestId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (guest.blocked_at !== null) throw new HttpError(403, 'the guest is blocked: no card can be added');
  const cards = await cardsOf(q, guest.id);
  if (cards.length >= maxGuestCards)
    throw new HttpError(409, `the guest already holds ${maxGuestCards} cards, the most allowed`);
  if (cards.some((card) => card.isVirtual)) throw new HttpError(409, virtualCardExists);
  try {
    const card = await generateVirtualCard(q, guest, now);
    return { number: card.number, track: card.track, isVirtual: true };
  } catch (error) {
    if (error instanceof LoyaltyError && error.code === loyaltyErrors.virtualCardExists.code)
      throw new HttpError(409, virtualCardExists);
    throw error;
  }
}
