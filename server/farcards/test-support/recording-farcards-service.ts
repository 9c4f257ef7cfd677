import type {
  CardInfo,
  CardQuery,
  CashierLanguage,
  EmailLookup,
  FarcardsService,
  TransactionBatch,
  TransactionsOutcome,
} from '../farcards-contract.js';

/** A guest of the test service: card, name, balance in hundredths, and a lock reason for a blocked one. */
export interface TestGuest {
  readonly card: string;
  readonly holder: string;
  readonly balanceMinor: number;
  readonly email?: string;
  readonly lockedWhy?: string;
}

/** What the door handed over, in order: the door's boundary, so a test can say what reached the service. */
export type ServiceCall =
  | { readonly call: 'cardInfo'; readonly query: CardQuery; readonly language: CashierLanguage }
  | { readonly call: 'transactions'; readonly batch: TransactionBatch; readonly language: CashierLanguage }
  | { readonly call: 'findEmail'; readonly email: string; readonly language: CashierLanguage };

export interface RecordingFarcardsService extends FarcardsService {
  readonly calls: ServiceCall[];
}

/** Share of a check bonuses may pay in the test service: half of the lines' sum after the till's discounts. */
const shareBp = 5000;

/**
 * A small implementation of the door's contract for the door's tests (the real one, `checks/`, has its own): it knows
 * a few guests, allows half of a check, refuses a write-off above that, and records every call.
 */
export function recordingFarcardsService(guests: readonly TestGuest[]): RecordingFarcardsService {
  const calls: ServiceCall[] = [];
  const byCard = new Map(guests.map((guest) => [guest.card, guest]));
  const mayPay = (guest: TestGuest, query: Pick<CardQuery, 'check'>): number => {
    if (!query.check) return guest.balanceMinor;
    const total = query.check.lines.reduce((sum, line) => sum + line.sumMinor, 0);
    return Math.min(guest.balanceMinor, Math.floor((total * shareBp) / 10000));
  };
  return {
    calls,
    async cardInfo(query, language): Promise<CardInfo> {
      calls.push({ call: 'cardInfo', query, language });
      const guest = byCard.get(query.card);
      if (!guest) return { kind: 'unknown', message: language === 'ru' ? 'нет такой карты' : 'no such card' };
      const allowed = mayPay(guest, query);
      return {
        kind: 'found',
        holder: guest.holder,
        personId: `7${guest.card.slice(-6)}`,
        account: Number(guest.card.slice(-5)),
        locked: guest.lockedWhy === undefined ? undefined : { reason: guest.lockedWhy },
        mayPayMinor: allowed,
        balanceMinor: guest.balanceMinor,
        discountMinor: 0,
        discountCode: 0,
        bonusCode: 0,
        screenMessage: language === 'ru' ? `Баланс ${guest.balanceMinor / 100}` : `Balance ${guest.balanceMinor / 100}`,
        printMessage: `Balance ${guest.balanceMinor / 100}\nMay pay ${allowed / 100}`,
        extraInfo: '',
      };
    },
    async transactions(batch, language): Promise<TransactionsOutcome> {
      calls.push({ call: 'transactions', batch, language });
      for (const transaction of batch.transactions) {
        const guest = byCard.get(transaction.card);
        if (!guest) return { kind: 'refused', errorCode: 3007, reason: `no such card: ${transaction.card}` };
        const allowed = mayPay(guest, batch);
        if (transaction.kind === 0 && -transaction.amountMinor > allowed)
          return { kind: 'refused', errorCode: 4001, reason: `write-off above the allowed ${allowed / 100}` };
      }
      return {
        kind: 'done',
        reports: batch.transactions.map((transaction) => ({
          position: transaction.position,
          card: transaction.card,
          valueMinor: transaction.amountMinor,
          slip: `Applied ${transaction.amountMinor / 100}`,
        })),
      };
    },
    async findEmail(email, language): Promise<EmailLookup> {
      calls.push({ call: 'findEmail', email, language });
      const guest = guests.find((candidate) => candidate.email === email);
      return guest
        ? { kind: 'found', card: guest.card, account: Number(guest.card.slice(-5)), holder: guest.holder }
        : { kind: 'unknown', message: 'no guest with this e-mail' };
    },
  };
}
