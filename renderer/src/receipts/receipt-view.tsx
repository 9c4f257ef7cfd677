import { useTranslation } from 'react-i18next';
import type { PrinterDocument } from '../../../shared/api/printer-document';
import { paperWidth, type SlipWidth } from './printer-document';
import styles from './receipt-view.module.css';

export interface ReceiptViewProps {
  readonly documents: readonly PrinterDocument[];
  /** Characters per line of the till's printer (setting `slipWidth`). */
  readonly width: SlipWidth;
  /** Accessible name of the receipt (e.g. "Payment slip"). */
  readonly label?: string;
}

/**
 * `PrinterT` documents drawn as receipt paper: monospace at the configured width, every `TextLine` kept (empty ones
 * too, as blank rows), and a cut mark after each document whose `CutAfter` is set.
 */
export function ReceiptView({ documents, width, label }: ReceiptViewProps) {
  const { t } = useTranslation('receipts');
  const columns = paperWidth(documents, width);
  return (
    <figure className={styles.roll} aria-label={label ?? t('receipt')} data-receipt-width={width}>
      {documents.map((document, index) => (
        <div key={index} className={styles.document}>
          <div className={styles.paper} style={{ width: `calc(${columns}ch + 2 * var(--receipt-pad))` }}>
            {document.lines.map((line, lineIndex) => (
              <div key={lineIndex} className={styles.line}>
                {line === '' ? '\u00a0' : line}
              </div>
            ))}
          </div>
          {document.cutAfter && (
            <div className={styles.cut} role="separator" aria-label={t('cut')}>
              <span aria-hidden="true">✂</span>
            </div>
          )}
        </div>
      ))}
    </figure>
  );
}
