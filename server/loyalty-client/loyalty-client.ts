import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import type { LoyaltyLogin } from '../../shared/api/status.js';
import { B2bCaller, type CallOptions, type InProcessCall } from './b2b-caller.js';
import type { GuestLookupMode } from '../../shared/api/payment-prompt.js';
import { GuestLookupSupport } from './guest-lookup-support.js';
import { GuestLookupNotOfferedError, LoyaltyApiError } from './loyalty-client-errors.js';
import { minorToUnits } from '../../shared/money.js';
import { bonusChange, byPhone, calculationOf, fromService, orderBody, orderHistoryRecordOf } from './loyalty-wire.js';
import type {
  CalculateRequest,
  CalculateResponse,
  CloseResponse,
  ConfirmRequest,
  OrdersHistoryResponse,
  WalletResponse,
} from '../../shared/loyalty-api/b2b-api.js';
import type {
  Calculation,
  GuestLookup,
  GuestWithCards,
  LoyaltyOrder,
  NewGuest,
  OrderHistoryRecord,
  Wallet,
} from './loyalty-types.js';

export interface LoyaltyClientOptions {
  /** Base URL of the service (the bridge's own URL for the embedded one). */
  readonly baseUrl: string;
  readonly apiKey: string;
  /** The key's password (setting `apiPassword`): the client logs in and sends a token with every call. */
  readonly password?: string | undefined;
  /** This venue's posObjectId. */
  readonly venue: string;
  /** Per-call timeout; authpay must decline within 5 s when the service is slow or down. */
  readonly timeoutMs?: number | undefined;
  /** What is known of the services' card and code lookup (a test gives its own clock). */
  readonly lookups?: GuestLookupSupport;
  /** The embedded service's endpoints in this process (B2bCallerOptions.inProcess). */
  readonly inProcess?: InProcessCall | undefined;
}

export type { CallOptions } from './b2b-caller.js';

/**
 * Typed client of the b2b endpoints the bridge uses (docs/loyalty-api.md); amounts in and out are integer hundredths.
 */
export class LoyaltyClient {
  private readonly caller: B2bCaller;
  readonly lookups: GuestLookupSupport;
  constructor(private readonly options: LoyaltyClientOptions) {
    this.caller = new B2bCaller(options.baseUrl, options);
    this.lookups = options.lookups ?? new GuestLookupSupport();
  }

  /** Points the client at another base URL (the embedded service's URL is only known once the bridge listens). */
  setBaseUrl(url: string): void {
    this.caller.baseUrl = url;
  }

  private get baseUrl(): string {
    return this.caller.baseUrl;
  }

  /** The token login's outcome when the key has a password (setting `apiPassword`); undefined without one. */
  get login(): LoyaltyLogin | undefined {
    return this.caller.login?.status;
  }

  /** Logs in unless a token is held (or a refusal is fresh) and answers the outcome; undefined without a password. */
  async checkLogin(timeoutMs: number): Promise<LoyaltyLogin | undefined> {
    return this.caller.login?.check(timeoutMs);
  }

  /** Hears each change of the login's outcome (no listener is called without a password). */
  onLoginChange(listener: (status: LoyaltyLogin) => void): () => void {
    return this.caller.login?.onChange(listener) ?? (() => undefined);
  }

  /** Stops background work (the token's renewal timer). */
  stop(): void {
    this.caller.login?.stop();
  }

  get venue(): string {
    return this.options.venue;
  }

  /**
   * The guest behind a phone (`guests/get`, which every service has), or a card track or number, or a one-time payment
   * code (consumed), through this project's `guests/find`: GuestLookupNotOfferedError when the service answers it 404,
   * or answered so within the re-check time (then it is not asked).
   */
  async findGuest(lookup: GuestLookup, call?: CallOptions): Promise<GuestWithCards> {
    if ('phone' in lookup) return this.getGuest(lookup.phone, call);
    const url = this.baseUrl;
    if (this.lookups.phoneOnlyFresh(url)) throw new GuestLookupNotOfferedError();
    try {
      const found = await this.post<GuestWithCards>('/guests/find', { ...lookup }, call);
      this.lookups.record(url, 'all');
      return found;
    } catch (error) {
      throw this.learnLookup(url, error);
    }
  }

  /** How this service finds guests, as far as the bridge knows (`all` until a 404 of `guests/find` says otherwise). */
  get lookupMode(): GuestLookupMode {
    return this.lookups.mode(this.baseUrl);
  }

  /**
   * True when a card or code lookup is refused without asking: the service answered it 404 within the re-check time.
   */
  get knownPhoneOnly(): boolean {
    return this.lookups.phoneOnlyFresh(this.baseUrl);
  }

  /** True when the service's lookup mode is unknown, or known phone-only for longer than the re-check time. */
  get lookupDue(): boolean {
    return this.lookups.due(this.baseUrl);
  }

  /** Asks whether the service offers `guests/find` (a lookup of nobody by phone, which changes nothing). */
  async probeGuestLookup(call?: CallOptions): Promise<GuestLookupMode | undefined> {
    const url = this.baseUrl;
    try {
      await this.post('/guests/find', { phone: '+79990000000' }, call);
      this.lookups.record(url, 'all');
    } catch (error) {
      this.learnLookup(url, error);
    }
    return this.lookups.due(url) ? undefined : this.lookups.mode(url);
  }

  /**
   * Records what a `guests/find` refusal says of the service's lookup (404: none; a business refusal, 400: there is
   * one; a refused key or anything else says nothing); answers the error to throw.
   */
  private learnLookup(url: string, error: unknown): unknown {
    if (!(error instanceof LoyaltyApiError)) return error;
    if (error.status === 400) this.lookups.record(url, 'all');
    if (error.status !== 404) return error;
    this.lookups.record(url, 'phone');
    return new GuestLookupNotOfferedError();
  }

  /** Enrols a guest (`guests/save`). Save replaces an existing guest's every value, so ask `getGuest` first. */
  async saveGuest(guest: NewGuest, call?: CallOptions): Promise<void> {
    await this.post('/guests/save', { guest }, call);
  }

  getGuest(phone: string, call?: CallOptions): Promise<GuestWithCards> {
    return this.post<GuestWithCards>('/guests/get', { guest: byPhone(phone) }, call);
  }

  async getWallet(phone: string, call?: CallOptions): Promise<Wallet> {
    const wallet = await this.post<WalletResponse>('/guests/getWallet', { guest: byPhone(phone) }, call);
    return { balanceMinor: fromService(wallet.balance), rankName: wallet.currentRank?.name };
  }

  async calculate(phone: string, order: LoyaltyOrder, call?: CallOptions): Promise<Calculation> {
    const body: Omit<CalculateRequest, 'organization'> = { order: orderBody(order), guest: byPhone(phone) };
    return calculationOf(await this.post<CalculateResponse>('/orders/calculate', body, call));
  }

  /** The exact confirm body (kept by the caller before sending, so a retry after a crash repeats it byte for byte). */
  confirmBody(
    id: string,
    phone: string,
    order: LoyaltyOrder,
    fingerprint: string,
    paymentMinor: number,
  ): ConfirmRequest {
    return {
      id,
      order: orderBody(order),
      organization: this.organization(),
      guest: byPhone(phone),
      loyalty: {
        pattern: 'fingerprint',
        fingerprint: { value: fingerprint, options: { bonuses: { payment: minorToUnits(paymentMinor) } } },
      },
    };
  }

  /** Sends a body made by confirmBody; idempotent on the order id. */
  async confirm(body: object, call?: CallOptions): Promise<void> {
    await this.post('/orders/confirm', body, call);
  }

  /** Closes the order; answers the bonuses it accrued when the service says so (Tillbridge's), else undefined. */
  async close(id: string, closedAt: string, call?: CallOptions): Promise<number | undefined> {
    const answer = await this.post<Partial<CloseResponse>>('/orders/close', { id, closedAt }, call, false);
    return typeof answer?.accruedBonuses === 'number' ? fromService(answer.accruedBonuses) : undefined;
  }

  /** Refunds the whole order (an open one is aborted); idempotent on refundId. */
  async refund(id: string, refundId: string, refundedAt: string, call?: CallOptions): Promise<void> {
    await this.post('/orders/refund', { id, refundId, refundedAt, items: null }, call, false);
  }

  /** `orders/calculate` with the whole body (multi-line orders, promocodes); the answer as the service gives it. */
  calculateOrder(body: Omit<CalculateRequest, 'organization'>, call?: CallOptions): Promise<CalculateResponse> {
    return this.post<CalculateResponse>('/orders/calculate', body, call);
  }

  /** Releases a confirmed order's loyalty (paid bonuses return) so it can be confirmed again; idempotent. */
  async reset(orderId: string, call?: CallOptions): Promise<void> {
    await this.post('/orders/reset', { orderId }, call);
  }

  async addBonus(phone: string, amountMinor: number, comment: string, call?: CallOptions): Promise<void> {
    await this.post('/guests/addBonus', bonusChange(phone, amountMinor, comment), call);
  }

  async writeoffBonus(phone: string, amountMinor: number, comment: string, call?: CallOptions): Promise<void> {
    await this.post('/guests/writeoffBonus', bonusChange(phone, amountMinor, comment), call);
  }

  /** The comments of the guest's bonus movements since `fromDate`, newest first (the project's `getBonusHistory`). */
  async bonusComments(phone: string, fromDate: string, call?: CallOptions): Promise<(string | null)[]> {
    const answer = await this.post<{ records: { comment: string | null }[] }>(
      '/guests/getBonusHistory',
      { guest: byPhone(phone), filter: { fromDate, take: 100_000 } },
      call,
    );
    return answer.records.map((record) => record.comment);
  }

  async getOrdersHistory(phone: string, take = 50, call?: CallOptions): Promise<OrderHistoryRecord[]> {
    const answer = await this.post<OrdersHistoryResponse>(
      '/guests/getOrdersHistory',
      { guest: byPhone(phone), filter: { take } },
      call,
    );
    return answer.orders.map(orderHistoryRecordOf);
  }

  /**
   * Proves the service answers and accepts the key for this venue: a lookup of nobody by phone (`guests/get`, so a
   * service without `guests/find` passes too) must be "guest not found".
   */
  async testConnection(call?: CallOptions): Promise<{ readonly ok: true; readonly ms: number }> {
    const started = performance.now();
    try {
      await this.findGuest({ phone: '+79990000000' }, call);
    } catch (error) {
      if (!(error instanceof LoyaltyApiError && error.code === loyaltyErrors.guestNotFound.code)) throw error;
    }
    return { ok: true, ms: Math.round(performance.now() - started) };
  }

  private organization(): { type: 'posObjectId'; id: string } {
    return { type: 'posObjectId', id: this.options.venue };
  }

  private post<T>(path: string, body: object, call?: CallOptions, withOrganization = true): Promise<T> {
    const payload =
      withOrganization && !('organization' in body) ? { organization: this.organization(), ...body } : body;
    const idempotent = !nonIdempotent.has(path) && !('paymentCode' in body);
    return this.caller.post<T>(`/b2b/v1/loyalty${path}`, payload, idempotent, call);
  }
}

/** Calls that move bonuses without an id of the bridge's, never sent twice (a one-time payment code is not either). */
const nonIdempotent = new Set(['/guests/addBonus', '/guests/writeoffBonus']);
