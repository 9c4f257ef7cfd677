import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Language } from '../../shared/i18n/language.js';
import type { ResolvedFarcardsSettings } from '../config/bridge-settings.js';
import type { FarcardsHandler } from '../config/farcards-paths.js';
import { HttpError } from '../errors/http-error.js';
import { readBody } from '../http/read-text-body.js';
import type { StationGuard } from '../http/station-guard.js';
import type { StationHandler, StationRoute } from '../http/station-route.js';
import type { CashierLanguage, FarcardsCheck, FarcardsService } from './farcards-contract.js';
import {
  cardInfoAnswer,
  emailAnswer,
  failedCardInfo,
  failedEmail,
  failedTransactions,
  imageAnswer,
  transactionsAnswer,
  type AnswerStyle,
} from './wire/answer-xml.js';
import { parseCardQuery, parseEmailQuery, parseImageQuery } from './wire/card-query.js';
import { parseTransactionBatch } from './wire/transaction-batch.js';
import { utf8Body } from './wire/utf8-body.js';
import { FarcardsWireFault } from './wire/wire-fault.js';

/** Request bodies above this (1 MB) get the failure answer: a check of a large banquet is some hundred kilobytes. */
export const farcardsBodyLimit = 1024 * 1024;

export interface FarcardsDoorOptions {
  readonly service: FarcardsService;
  /** The station port's guard, the same the station protocol's door has. */
  readonly guard: StationGuard;
  readonly logger: Logger;
  readonly settings: ResolvedFarcardsSettings;
  /** The till's language (setting `language`): the cashier's texts when the check names no Russian locale. */
  readonly language: Language;
}

const noPictures: Readonly<Record<CashierLanguage, string>> = {
  en: 'Tillbridge keeps no card pictures',
  ru: 'Tillbridge не хранит изображений карт',
};

/**
 * r_keeper's FarCards HTTP interface (ExtDllHTTP.dll calling the bridge as its processing server, docs/farcards.md) at
 * the paths of `farcards.paths`. The station guard comes first (403 in plain text, before the body is read), then
 * POST only (405); every request that does not read (not UTF-8, not XML, a field missing or not a number, over 1 MB)
 * gets the protocol's failure answer with HTTP 200 and the reason, and never reaches the check service.
 */
export function farcardsRouter(options: FarcardsDoorOptions): StationRoute {
  const { service, guard, logger, settings } = options;
  const style: AnswerStyle = { money: settings.money, outBuf: settings.outBuf };
  const handlers = new Map<string, FarcardsHandler>(
    Object.entries(settings.paths).map(([handler, path]) => [path.toLowerCase(), handler as FarcardsHandler]),
  );
  const handlerOf = (url: string | undefined): FarcardsHandler | undefined =>
    handlers.get((url ?? '').split('?', 1)[0]!.toLowerCase());
  const languageOf = (check: FarcardsCheck | undefined): CashierLanguage =>
    check?.locale === 1049 ? 'ru' : options.language;

  const failure = (handler: FarcardsHandler, reason: string): string => {
    switch (handler) {
      case 'getCardInfoEx':
        return failedCardInfo(reason);
      case 'transactionsEx':
        return failedTransactions(reason, style);
      case 'findEmail':
        return failedEmail(reason);
      case 'getCardImageEx':
        return imageAnswer(reason);
    }
  };

  async function answer(handler: FarcardsHandler, body: string): Promise<string> {
    switch (handler) {
      case 'getCardInfoEx': {
        const query = parseCardQuery(body);
        return cardInfoAnswer(await service.cardInfo(query, languageOf(query.check)), style);
      }
      case 'transactionsEx': {
        const batch = parseTransactionBatch(body, settings.money);
        return transactionsAnswer(await service.transactions(batch, languageOf(batch.check)), style);
      }
      case 'findEmail':
        return emailAnswer(await service.findEmail(parseEmailQuery(body), options.language));
      case 'getCardImageEx':
        parseImageQuery(body);
        return imageAnswer(noPictures[options.language]);
    }
  }

  async function run(handler: FarcardsHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
    let document: string;
    try {
      document = await answer(handler, utf8Body(await readBody(req, farcardsBodyLimit), req.headers));
    } catch (error) {
      const reason = faultReason(error);
      if (reason === undefined) throw error;
      logger.warn({ handler, reason, remote: req.socket.remoteAddress }, 'FarCards request refused');
      document = failure(handler, reason);
    }
    res.writeHead(200, {
      'content-type': 'text/xml; charset=utf-8',
      'content-length': Buffer.byteLength(document),
    });
    res.end(document);
  }

  const handle: StationHandler = (req, res, fail) => {
    const refusal = guard(req);
    if (refusal) {
      logger.warn(
        { reason: refusal.reason, remote: req.socket.remoteAddress, host: req.headers.host, url: req.url },
        'FarCards request refused',
      );
      return fail(refusal);
    }
    const handler = handlerOf(req.url)!;
    if (req.method !== 'POST') return fail(new HttpError(405, `use POST ${settings.paths[handler]}`));
    run(handler, req, res).catch(fail);
  };
  return { matches: (url) => handlerOf(url) !== undefined, handle };
}

/** The reason of a request the protocol answers with its failure answer; undefined for anything else. */
function faultReason(error: unknown): string | undefined {
  if (error instanceof FarcardsWireFault) return error.message;
  if (error instanceof HttpError && error.status === 413)
    return `the request is larger than ${farcardsBodyLimit / 1024 / 1024} MB`;
  return undefined;
}
