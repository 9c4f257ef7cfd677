/** One text message to one phone. */
export interface SmsMessage {
  readonly phone: string;
  readonly code: string;
  readonly text: string;
}

/** A pluggable way out for SMS: the development outbox or an HTTP gateway. */
export interface SmsSender {
  /** Shown in the docs and logs: `outbox` or `gateway`. */
  readonly kind: string;
  send(message: SmsMessage): Promise<void>;
}

/** The message could not be handed over; `status` is the HTTP status the guest gets (502 bad reply, 503 unreachable). */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(
    readonly status: 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** The message text a guest receives. */
export function smsText(code: string): string {
  return `Your sign-in code is ${code}`;
}
