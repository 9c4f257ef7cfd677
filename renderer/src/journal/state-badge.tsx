import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@tillbridge/web-kit';
import type { PaymentEnding } from '../../../shared/api/payment-ending';
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

/**
 * A payment's state as a coloured badge with its translated name; a cancelled or failed one says how it ended (a
 * timeout, the station, the bridge stopping…) when its ending is known.
 */
export function StateBadge({
  state,
  ending,
}: {
  readonly state: PaymentState;
  readonly ending?: PaymentEnding | null;
}) {
  const { t } = useTranslation('journal');
  const { t: terminal } = useTranslation('prompt');
  const told = ending && (state === 'cancelled' || state === 'failed' || state === 'declined');
  return <Badge tone={tones[state]}>{told ? terminal(`endings.${ending}`) : t(`states.${state}`)}</Badge>;
}
