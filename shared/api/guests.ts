/** A recent order: the loyalty service's (live) or the bridge's own payment (mirror); amount in hundredths. */
export interface GuestOrder {
  readonly id: string;
  readonly at: string;
  /** Loyalty order status (`open`, `closed`, `aborted`) live; the payment's state from the mirror. */
  readonly status: string;
  readonly amountMinor: number;
}

/** `GET /api/guests/lookup`: `source` says whether the loyalty service answered or the bridge's mirror did. */
export interface GuestView {
  readonly source: 'live' | 'mirror';
  readonly phone: string;
  readonly name: string | null;
  readonly balanceMinor: number | null;
  readonly rank: string | null;
  readonly cards: readonly { readonly masked: string; readonly isVirtual: boolean }[];
  readonly orders: readonly GuestOrder[];
  /** Mirror only: when the bridge last saw the guest, and why the service was not asked. */
  readonly seenAt?: string;
  readonly offlineReason?: string;
}

/** `POST /api/guests/enrol`'s request: the phone as typed, the guest's name, and the guest's consent to the terms. */
export interface EnrolRequest {
  readonly phone: string;
  readonly name: string;
  readonly consent: true;
}

/** `POST /api/guests/enrol`: 201 `enrolled`, or 200 `alreadyMember` when the phone became a member meanwhile. */
export interface EnrolAnswer {
  readonly outcome: 'enrolled' | 'alreadyMember';
  readonly guest: GuestView;
}
