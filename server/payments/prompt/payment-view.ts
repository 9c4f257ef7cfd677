import type { PaymentView } from '../../../shared/api/payment-prompt.js';
import { paymentEnding } from '../../../shared/api/payment-ending.js';
import { maskCardForWindow } from '../../slips/mask-card.js';
import { storedMessage } from '../payment-display.js';
import type { PaymentRow } from '../payment-store.js';
import type { StationIdentity } from '../../../shared/i18n/station-label.js';

/** A payment as the window sees it (amounts in hundredths). */
export function paymentView(
  row: PaymentRow,
  tipsEnabled: boolean,
  station: StationIdentity & { readonly stationLabel: string },
): PaymentView {
  return {
    id: row.id,
    station: row.station,
    ...station,
    state: row.state,
    amountMinor: row.amount_minor,
    tipMinor: row.tip_minor,
    tipAllowed: tipsEnabled && row.request_version >= 2,
    guestName: row.guest_name,
    cardMasked: maskCardForWindow(row.card_number, row.card_masked),
    balanceAfterMinor: row.balance_after_minor,
    displayText: row.display_text,
    display: storedMessage(row),
    ending: paymentEnding(row.state, row.display_key),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
