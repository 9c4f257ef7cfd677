import type { BridgeSettings } from '../config/config-schema.js';

/** The terminal's settings with their defaults applied (the schema leaves them optional). */
export interface TerminalSettings {
  readonly tipsEnabled: boolean;
  readonly slipWidth: 32 | 42 | 48;
  readonly paymentSystem: string;
  readonly authpayTimeoutMs: number;
}

export function terminalSettings(settings: BridgeSettings): TerminalSettings {
  return {
    tipsEnabled: settings.tips ?? false,
    slipWidth: settings.slipWidth ?? 32,
    paymentSystem: settings.paymentSystem ?? 'Tillbridge',
    authpayTimeoutMs: (settings.authpayTimeout ?? 120) * 1000,
  };
}
