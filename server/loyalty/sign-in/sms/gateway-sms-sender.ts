import { SmsSendError, type SmsMessage, type SmsSender } from './sms-sender.js';

/** An HTTP SMS gateway: POSTs the JSON body template with `{{phone}}`, `{{code}}` and `{{text}}` filled in. */
export interface GatewayOptions {
  readonly url: string;
  /** A JSON document; placeholders may appear inside any of its strings. */
  readonly template: string;
  /** Sent as the `Authorization` header when set. */
  readonly authorization?: string;
  readonly timeoutMs: number;
}

export const defaultGatewayTemplate = '{"to":"{{phone}}","text":"{{text}}"}';

/** Throws a readable error when the template is not JSON, so a bad setting stops start-up instead of every send. */
export function parseGatewayTemplate(template: string): unknown {
  try {
    return JSON.parse(template) as unknown;
  } catch (error) {
    throw new Error(`LOYALTY_SMS_GATEWAY_TEMPLATE is not valid JSON: ${(error as Error).message}`);
  }
}

/** Fills placeholders inside the parsed template's strings, so values are JSON-escaped and cannot break its shape. */
function fill(node: unknown, message: SmsMessage): unknown {
  if (typeof node === 'string')
    return node.replace(/\{\{(phone|code|text)\}\}/g, (_match, name: keyof SmsMessage) => message[name]);
  if (Array.isArray(node)) return node.map((item) => fill(item, message));
  if (typeof node === 'object' && node !== null)
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value, message)]));
  return node;
}

/** Sends through the gateway; unreachable or timed out is SmsSendError 503, a non-2xx reply is SmsSendError 502. */
export function gatewaySmsSender(options: GatewayOptions): SmsSender {
  const template = parseGatewayTemplate(options.template);
  return {
    kind: 'gateway',
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.authorization) headers.authorization = options.authorization;
      let reply: Response;
      try {
        reply = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify(fill(template, message)),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
        throw new SmsSendError(503, `SMS gateway unreachable (${reason})`);
      }
      await reply.body?.cancel();
      if (!reply.ok) throw new SmsSendError(502, `SMS gateway refused the message (HTTP ${reply.status})`);
    },
  };
}
