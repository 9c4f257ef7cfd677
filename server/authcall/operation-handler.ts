import type { Database } from 'better-sqlite3';
import type { Language } from '../../shared/i18n/language.js';
import type { Logger } from 'pino';
import type { ResolvedBridgeSettings } from '../config/bridge-settings.js';
import type { Clock } from '../config/clock.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import type { AuthpayTiming } from '../payments/authpay-clocks.js';
import type { Terminal } from '../payments/terminal.js';
import type { XmlContent, XmlElement } from './xml/xml-element.js';

/** What the bridge gives every operation handler. */
export interface AuthcallContext {
  readonly db: Database;
  readonly logger: Logger;
  readonly settings: ResolvedBridgeSettings;
  /** What stamps shifts, reports and the station's receipts. */
  readonly clock: Clock;
  /** The loyalty service (embedded or hosted), with timeouts and typed errors. */
  readonly loyalty: LoyaltyClient;
  /** The payment terminal: sessions, the guest prompt, the outbox (authpay, confpay, voidpay, CancelPay). */
  readonly terminal: Terminal;
  /** The data folder (config files such as the menu live there). */
  readonly dataDir: string;
}

/** One parsed request, after the router checked the path, the root element and `version`. */
export interface OperationRequest {
  /** The request root's `version` attribute, an integer >= 1. */
  readonly version: number;
  /** The parsed root element (attributes under `@_name`, see xml-element.ts). */
  readonly root: XmlElement;
  /** `SrcID/@cashguid`, when the request names its station. */
  readonly station?: string | undefined;
  /** performance.now() when the request arrived (before its body was read). */
  readonly receivedAt: number;
  /** Aborted when the station driver closes the connection before the reply (only for `heldOpen` operations). */
  readonly signal: AbortSignal;
  /** Set when the window's menu sent it in-process (authcall-operations.ts RunOptions). */
  readonly window?: { readonly managerUnlocked: boolean } | undefined;
  /** The window's language, for its own menu (the default menu's captions, DisplayT, PrinterT); else the bridge's. */
  readonly language?: Language | undefined;
}

/**
 * The reply: root element name, the server's version for this operation, the root's content. Alike in shape to
 * server/loyalty-client/loyalty-types.ts's Calculation by chance (optional fields of another thing).
 */
export interface OperationReply {
  readonly root: string;
  readonly version: number;
  readonly content: XmlContent;
  /** The whole reply document when the handler keeps it built (getmenulist, per menu); `content` is then not rebuilt. */
  readonly document?: Buffer | undefined;
  /** An authpay's waits, sent as `Server-Timing` with the terminal's own time (docs/protocol.md). */
  readonly timing?: AuthpayTiming | undefined;
  /** Told whether the reply reached the connection (true) or the connection closed first (false). */
  readonly onSent?: ((delivered: boolean) => void) | undefined;
}

/**
 * Handles one operation. Throw `HttpError` (server/http) for an HTTP error with a plain-text description (400 bad
 * field, 409 conflict, 503 loyalty unreachable); return `OpResult` "0" with a `DisplayT` for a refusal the station shows.
 */
export type OperationHandler = (request: OperationRequest, ctx: AuthcallContext) => Promise<OperationReply>;

export interface OperationSpec {
  /** Operation name as in the path, without `.xml`; matched without regard to case. */
  readonly name: string;
  /** The request's root element (case-sensitive), e.g. `AuthPay`; another root is a 400. */
  readonly requestRoot: string;
  /** True for authpay/confpay/voidpay: one of them runs per station at a time, a second is a 409. */
  readonly exclusivePerStation?: boolean;
  /** True for authpay: the request is held open while it waits, and a dropped connection aborts `signal`. */
  readonly heldOpen?: boolean;
  readonly handler: OperationHandler;
}
