import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tillbridge/web-kit';
import { Notice } from './notice';
import { useServiceCall } from './use-service-call';

/** What a dialog that acts in a programme is given besides its subject: the programme and how to close it. */
export interface ProgrammeDialogProps {
  readonly programme: string;
  readonly onClose: () => void;
}

interface Props {
  readonly title: ReactNode;
  /** The confirming button's words and look. */
  readonly confirmLabel: string;
  readonly confirmVariant?: 'primary' | 'danger';
  /** False while the form is incomplete: the confirming button stays off. */
  readonly ready?: boolean;
  readonly wide?: boolean;
  readonly onClose: () => void;
  /** The call the confirming button makes; its refusal is shown under the form, in the console's words. */
  readonly action: () => Promise<unknown>;
  readonly children: ReactNode;
  /** What stands below the refusal (a preview that is not part of the form). */
  readonly below?: ReactNode;
}

/** The console's dialog that does one thing: Cancel and a confirming button, off while the call runs, and its refusal. */
export function ActionDialog({
  title,
  confirmLabel,
  confirmVariant = 'primary',
  ready = true,
  wide,
  onClose,
  action,
  children,
  below,
}: Props) {
  const { t } = useTranslation('app');
  const { busy, error, run } = useServiceCall();
  const confirm = () => run(action);
  return (
    <Dialog
      open
      wide={wide}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant={confirmVariant} disabled={busy || !ready} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Notice tone="error">{error}</Notice>}
      {below}
    </Dialog>
  );
}
