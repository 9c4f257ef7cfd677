import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../ui';
import type { PaymentState } from '../../../shared/api/payment-state';

const tones: Record<PaymentState, BadgeTone> = {
  awaiting_guest: 'accent',
  authorizing: 'accent',
  authorized: 'ok',
  confirmed: 'ok',
  voided: 'warn',
  declined: 'danger',
  cancelled: 'neutral',
  failed: 'danger',
};

/** A payment's state as a coloured badge with its translated name. */
export function StateBadge({ state }: { readonly state: PaymentState }) {
  const { t } = useTranslation('journal');
  return <Badge tone={tones[state]}>{t(`states.${state}`)}</Badge>;
}

/** A station's `cashguid` shortened for a column: its first group, without braces (the whole id in the title). */
export function shortStation(station: string): string {
  return /^\{?([0-9A-Za-z]{4,8})/.exec(station)?.[1] ?? station;
}
