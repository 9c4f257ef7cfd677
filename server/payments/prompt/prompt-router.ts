import express, { Router, type Response } from 'express';
import { apiErrorCodes } from '../../../shared/api/api-errors.js';
import type { GuestLookupMode } from '../../../shared/api/payment-prompt.js';
import { HttpError } from '../../errors/http-error.js';
import { parseInput } from '../../local-api/parse-input.js';
import type { WindowGuard } from '../../local-api/request-guard.js';
import { defaultPhoneRegion } from '../../phone/phone-number.js';
import { findMirrored } from '../guest-mirror.js';
import type { PaymentRow } from '../payment-store.js';
import type { Terminal } from '../terminal.js';
import { paymentView } from './payment-view.js';
import { paymentAsItStands } from '../balance-now.js';
import { declineSchema, guestQuerySchema, identifySchemaFor, lookupOf } from './prompt-schemas.js';

/** Subscribes to the changes of FarCards checks (the check service's `onCheckChange`); returns the unsubscribe. */
export type CheckChanges = (listener: (unitNo: string | undefined) => void) => () => void;

/**
 * `/api/terminal`: the window's payment prompt API. Loopback Host and same Origin only, the per-install token on every call; an event
 * stream of payments and sync status; the cashier's identification, tip and decline; the outbox status and "sync now".
 */
export function promptRouter(
  terminal: Terminal,
  guard: WindowGuard,
  phoneRegion = defaultPhoneRegion,
  checkChanges?: CheckChanges,
): Router {
  const identifySchema = identifySchemaFor(phoneRegion);
  const router = Router();
  const view = (row: PaymentRow) =>
    paymentView(
      paymentAsItStands(terminal.db, row, terminal.language),
      terminal.tipsEnabled,
      terminal.stationOf(row.station),
    );
  router.get('/token', guard.tokenEndpoint);
  router.use(
    (_req, res, next) => {
      res.locals.receivedAt = performance.now();
      next();
    },
    guard.check,
    express.json({ limit: '16kb' }),
  );

  router.get('/events', (req, res) => {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    /** The events of one event-loop turn (a batch of confpays settles together) leave as one chunk in one write. */
    let queued = '';
    const flush = (): void => {
      if (queued !== '' && !res.writableEnded && !res.destroyed) res.write(queued);
      queued = '';
    };
    const send = (event: string, data: unknown): void => {
      if (queued === '') setImmediate(flush);
      queued += `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    };
    send('snapshot', {
      pending: terminal.pending().map(view),
      sync: terminal.outbox.status(),
      tips: terminal.tipsEnabled,
      lookup: terminal.lookupMode,
      confirmGuest: terminal.confirmGuest,
    });
    const onPayment = (row: PaymentRow): void => send('payment', view(row));
    /** A payment was written or changed state (`event: journal`): the journal refreshes what it shows, no polling. */
    const onJournal = (row: PaymentRow): void => send('journal', { id: row.id, state: row.state });
    const onSync = (): void => send('sync', terminal.outbox.status());
    const onShift = (shift: { id: number }): void => send('shift', shift);
    const onLookup = (mode: GuestLookupMode): void => send('lookup', { lookup: mode });
    /** A FarCards check changed on a station (`event: check`): the window asks again for the checks it shows. */
    const stopChecks = checkChanges?.((unitNo) => send('check', { unitNo: unitNo ?? '' }));
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    const onStopping = (): void => {
      flush();
      res.end();
    };
    /** The stream's listeners, one list for adding them on open and removing them on close. */
    const listen = (change: 'on' | 'off'): void => {
      const events = terminal.events;
      events[change]('payment', onPayment);
      events[change]('payment', onJournal);
      events[change]('sync', onSync);
      events[change]('shift', onShift);
      events[change]('lookup', onLookup);
    };
    listen('on');
    terminal.events.once('stopping', onStopping);
    req.on('close', () => {
      clearInterval(heartbeat);
      stopChecks?.();
      listen('off');
      terminal.events.off('stopping', onStopping);
    });
  });

  router.get('/payments/pending', (_req, res) => {
    res.json({ payments: terminal.pending().map(view) });
  });
  router.get('/payments/:id', (req, res) => {
    res.json(view(found(terminal, req.params.id)));
  });
  router.post('/payments/:id/identify', async (req, res) => {
    const input = parseInput(identifySchema, req.body);
    const guest = { lookup: lookupOf(input), tipMinor: input.tipMinor ?? 0 };
    const row = await terminal.identify(req.params.id, guest, res.locals.receivedAt as number);
    /** The station's authpay reply (finished in microtasks) leaves first; the window has the result from its stream. */
    await new Promise(setImmediate);
    res.json(view(row));
  });
  router.post('/payments/:id/decline', (req, res) => {
    const input = parseInput(declineSchema, req.body);
    found(terminal, req.params.id);
    res.json(view(terminal.decline(req.params.id, input.reason ?? null)));
  });
  router.get('/sync', (_req, res) => sendStatus(res, terminal));
  router.post('/sync', async (_req, res) => {
    await terminal.outbox.drain();
    sendStatus(res, terminal);
  });
  router.get('/guests', (req, res) => {
    const query = parseInput(guestQuerySchema, req.query);
    const guest = findMirrored(terminal.db, query);
    if (!guest) throw new HttpError(404, 'this guest has not been seen on this till', apiErrorCodes.guestNotFound);
    res.json(guest);
  });
  return router;
}

function found(terminal: Terminal, id: string): PaymentRow {
  const row = terminal.get(id);
  if (!row) throw new HttpError(404, `no payment ${id}`, apiErrorCodes.paymentNotFound);
  return row;
}

function sendStatus(res: Response, terminal: Terminal): void {
  res.json(terminal.outbox.status());
}
