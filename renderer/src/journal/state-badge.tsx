import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@tillbridge/web-kit';
import type { PaymentEnding } from '../../../shared/api/payment-ending';
import type { PaymentState } from '../../../shared/api/payment-state';
import { outcomeKey } from '../i18n/payment-words';

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
 * A payment's state as a coloured badge with its name in the one vocabulary: how it ended (a timeout, the station, the
 * bridge stopping…) when its ending is known, else its state.
 */
export function StateBadge({
  state,
  ending,
}: {
  readonly state: PaymentState;
  readonly ending?: PaymentEnding | null;
}) {
  const { t } = useTranslation('journal');
  return <Badge tone={tones[state]}>{t(outcomeKey({ state, ending }))}</Badge>;
}
