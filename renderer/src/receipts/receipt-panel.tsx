import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Toolbar } from '@tillbridge/web-kit';
import type { PrinterDocument } from '../../../shared/api/printer-document';
import type { SlipWidth } from './printer-document';
import { useReceiptPrinter } from './print-stage';
import { ReceiptView } from './receipt-view';
import styles from './receipt-panel.module.css';

export interface ReceiptPanelProps {
  readonly documents: readonly PrinterDocument[];
  readonly width: SlipWidth;
  /** The printer chosen in the settings (Electron prints there without a dialog). */
  readonly printerName?: string | undefined;
  readonly label?: string;
}

/** A receipt with its Print and Save-as-PDF buttons. */
export function ReceiptPanel({ documents, width, printerName, label }: ReceiptPanelProps) {
  const { t } = useTranslation('receipts');
  const printer = useReceiptPrinter();
  const [message, setMessage] = useState<string | undefined>();
  const print = async (): Promise<void> => {
    const result = await printer.print(documents, width, printerName);
    if (!result.ok) setMessage(t('printFailed', { reason: result.reason }));
    else setMessage('inDialog' in result ? t('shownInDialog') : t('printed'));
  };
  return (
    <div className={styles.panel}>
      <Toolbar aria-label={t('actions')}>
        <Button variant="primary" onClick={() => void print()}>
          {t('print')}
        </Button>
        <Button onClick={() => printer.saveAsPdf(documents, width)}>{t('savePdf')}</Button>
        <span className={styles.message} role="status">
          {message}
        </span>
      </Toolbar>
      <ReceiptView documents={documents} width={width} {...(label ? { label } : {})} />
    </div>
  );
}
