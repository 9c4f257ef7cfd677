import type { LoyaltyErrorName } from '../../../shared/loyalty-api/error-codes.js';
import { Router, type Request, type Response } from 'express';
import { HttpError } from '../../errors/http-error.js';
import { addCard, cardBy, setCardBlocked } from '../cards/card-store.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { findGuest, guestById, setGuestBlocked, type GuestRow } from '../guest-store/guest-store.js';
import { phone } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { parseBody } from '../openapi/validation.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { isoNow } from '../../config/clock.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { maxMoney } from '../../../shared/money.js';
import { appendLedger } from '../wallet/ledger.js';
import { adminOf } from './admin-session.js';
import { auditedWrite, type AuditedChange } from './audited-write.js';
import { guestDetail } from './guest-detail.js';
import { programmeOf, type ProgrammeScope } from './programme-access.js';

const reason = z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters');
const cardNumber = z.string().trim().min(3, 'must be at least 3 characters').max(100);

export const findQuery = z
  .strictObject({ phone: phone.optional(), card: z.string().trim().min(1, 'must not be empty').max(100).optional() })
  .refine((v) => (v.phone === undefined) !== (v.card === undefined), { message: 'give exactly one of phone or card' })
  .openapi({ description: 'exactly one of phone or card' });
export const addCardBody = z.strictObject({ number: cardNumber });
export const blockCardBody = z.strictObject({ blocked: z.boolean(), reason: reason.optional() });
export const blockGuestBody = z.strictObject({ blocked: z.boolean(), reason });
export const correctionBody = z.strictObject({
  amountMinor: z
    .number()
    .int('must be a whole number of minor units')
    .min(-maxMoney * 100)
    .max(maxMoney * 100)
    .refine((v) => v !== 0, 'must not be 0')
    .openapi({ not: { enum: [0] }, description: 'minor units; negative takes bonuses away' }),
  reason,
});

/**
 * The programme's guest of the `:guestId` path segment, locked for the write (404 for another programme's or none):
 * campaign-routes.ts's campaignOf does the same for a campaign, whose uuid and bootstrap types it checks apart.
 */
async function guestOf(q: Queries, programme: ProgrammeScope, rawId: string): Promise<GuestRow> {
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : undefined;
  const guest =
    id === undefined
      ? undefined
      : await q
          .selectFrom('guests')
          .selectAll()
          .where('id', '=', id)
          .where('scope_id', '=', programme.scopeId)
          .forUpdate()
          .executeTakeFirst();
  if (!guest) throw new HttpError(404, `guest ${rawId} not found`);
  return guest;
}

/** A refusal of the card or wallet store answered as the console's status (409 conflict, 404 none). */
async function consoleRefusals<T>(work: () => Promise<T>, statuses: Partial<Record<LoyaltyErrorName, number>>) {
  try {
    return await work();
  } catch (error) {
    const status = error instanceof LoyaltyError ? statuses[error.kind] : undefined;
    if (status !== undefined) throw new HttpError(status, (error as LoyaltyError).message);
    throw error;
  }
}

/**
 * A change of one guest of the request's programme (404 for another's, before the body is read), audited, answered
 * with the guest as it now is.
 */
async function changeGuest<T extends z.ZodType>(
  db: LoyaltyDb,
  req: Request,
  res: Response,
  schema: T,
  change: (
    q: Queries,
    guest: GuestRow,
    body: z.infer<T>,
    programme: ProgrammeScope,
  ) => Promise<Omit<AuditedChange<void>, 'result'>>,
): Promise<void> {
  const programme = await programmeOf(db.query, req, res);
  const body = parseBody(schema, req.body);
  const detail = await auditedWrite(db, adminOf(res), programme.scopeId, async (q) => {
    const guest = await guestOf(q, programme, String(req.params.guestId));
    const { audit } = await change(q, guest, body, programme);
    return { result: await guestDetail(db, q, await guestById(q, guest.id)), audit };
  });
  res.json(detail);
}

/** Guests of `/programmes/:programme`: find, add a card, block a card or the guest, correct the bonuses. */
export function guestRoutes(deps: LoyaltyDeps): Router {
  const { db } = deps;
  const router = Router({ mergeParams: true });
  router.get('/guests', async (req, res) => {
    const programme = await programmeOf(db.query, req, res);
    const query = parseBody(findQuery, req.query);
    /** The console finds a guest by a blocked card too: it is where the card is unblocked. */
    const card =
      query.card === undefined
        ? undefined
        : ((await cardBy(db.query, programme.scopeId, 'number', query.card)) ??
          (await cardBy(db.query, programme.scopeId, 'track', query.card)));
    const guest =
      query.phone !== undefined
        ? await findGuest(db.query, programme.scopeId, query.phone)
        : card && (await guestById(db.query, card.guestId));
    if (!guest) throw new HttpError(404, `no guest with this ${query.phone !== undefined ? 'phone' : 'card'}`);
    res.json(await guestDetail(db, db.query, guest));
  });
  router.post('/guests/:guestId/cards', (req, res) =>
    changeGuest(db, req, res, addCardBody, async (q, guest, { number }) => {
      await consoleRefusals(() => addCard(q, guest, { track: number, number, isVirtual: false }, isoNow(deps.clock)), {
        cardTrackTaken: 409,
        cardNumberTaken: 409,
      });
      return { audit: { action: 'guest.card.add', target: `guest ${guest.phone}`, after: { card: number } } };
    }),
  );
  router.post('/guests/:guestId/cards/:number/block', (req, res) =>
    changeGuest(db, req, res, blockCardBody, async (q, guest, body) => {
      const number = String(req.params.number);
      const change = await consoleRefusals(
        () => setCardBlocked(q, guest.id, number, body.blocked, isoNow(deps.clock)),
        {
          cardNotFound: 404,
        },
      );
      const audit = {
        action: body.blocked ? 'guest.card.block' : 'guest.card.unblock',
        target: `card ${number} of guest ${guest.phone}`,
        before: { blockedAt: change.before },
        after: { blockedAt: change.after },
        ...(body.reason !== undefined && { reason: body.reason }),
      };
      return { audit };
    }),
  );
  router.post('/guests/:guestId/block', (req, res) =>
    changeGuest(db, req, res, blockGuestBody, async (q, guest, body) => {
      if (body.blocked !== (guest.blocked_at !== null))
        await setGuestBlocked(q, guest.id, body.blocked, isoNow(deps.clock));
      const after = await guestById(q, guest.id);
      const audit = {
        action: body.blocked ? 'guest.block' : 'guest.unblock',
        target: `guest ${guest.phone}`,
        before: { blockedAt: guest.blocked_at },
        after: { blockedAt: after.blocked_at },
        reason: body.reason,
      };
      return { audit };
    }),
  );
  router.post('/guests/:guestId/corrections', (req, res) =>
    changeGuest(db, req, res, correctionBody, async (q, guest, body, programme) => {
      const entry = {
        guestId: guest.id,
        venueId: programme.kind === 'venue' ? programme.ownerId : null,
        operation: 'bizUser' as const,
        amountMinor: body.amountMinor,
        comment: body.reason,
        occurredAt: isoNow(deps.clock),
      };
      const balance = await consoleRefusals(() => appendLedger(q, entry, guest.balance_minor), {
        insufficientBonuses: 409,
      });
      const audit = {
        action: 'guest.correction',
        target: `guest ${guest.phone}`,
        before: { balanceMinor: Number(guest.balance_minor) },
        after: { balanceMinor: balance, amountMinor: body.amountMinor },
        reason: body.reason,
      };
      return { audit };
    }),
  );
  return router;
}
