import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney } from '@tillbridge/web-kit';
import type { EnrolAnswer } from '../../../shared/api/guests';
import { EnrolDialog } from '../enrol/enrol-dialog';
import styles from './enrol-offer.module.css';

/**
 * Under a waiting payment whose phone is not a member: the offer to enrol the guest, then the guest enrolled. A new
 * guest has no bonuses, so the payment is not tried: the panel says nothing can be paid with bonuses yet, and the
 * cashier declines (or the station cancels).
 */
export function EnrolOffer({
  phone,
  onClosed,
}: {
  readonly phone: string;
  /** The dialog closed, the guest enrolled or not: the prompt takes the focus back for the next swipe. */
  readonly onClosed: (enrolled: boolean) => void;
}) {
  const { t, i18n } = useTranslation('enrol');
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<EnrolAnswer>();
  if (answer) {
    const { guest } = answer;
    return (
      <div className={styles.enrolled} role="status" data-testid="enrolled-guest">
        <strong>{t(answer.outcome, { name: guest.name ?? guest.phone })}</strong>
        <span>{guest.phone}</span>
        <span>{t('nothingToPay', { balance: formatMoney(guest.balanceMinor ?? 0, i18n.language) })}</span>
      </div>
    );
  }
  return (
    <div className={styles.offer}>
      <span>{t('offer', { phone })}</span>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('offerButton')}
      </Button>
      {open && (
        <EnrolDialog
          phone={phone}
          onClose={() => {
            setOpen(false);
            onClosed(false);
          }}
          onEnrolled={(enrolled) => {
            setOpen(false);
            setAnswer(enrolled);
            onClosed(true);
          }}
        />
      )}
    </div>
  );
}
