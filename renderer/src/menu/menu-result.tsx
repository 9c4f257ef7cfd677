import { useTranslation } from 'react-i18next';
import { ReceiptPanel } from '../receipts/receipt-panel';
import type { SlipWidth } from '../receipts/printer-document';
import { Card, EmptyState, Spinner } from '@tillbridge/web-kit';
import type { MenuNode, MenuRunResult } from './menu-types';
import tones from '@tillbridge/web-kit/tones.module.css';
import styles from './menu-result.module.css';

export type MenuOutcome =
  | { readonly kind: 'running'; readonly node: MenuNode }
  | { readonly kind: 'done'; readonly node: MenuNode; readonly result: MenuRunResult }
  | { readonly kind: 'failed'; readonly node: MenuNode; readonly message: string };

/** The last item run: its DisplayT (success or the reason) and every PrinterT document as receipt paper. */
export function MenuResultView({
  outcome,
  width,
  printerName,
}: {
  readonly outcome: MenuOutcome | undefined;
  readonly width: SlipWidth;
  readonly printerName: string | undefined;
}) {
  const { t } = useTranslation('menu');
  return (
    <Card title={outcome ? outcome.node.caption : t('result')} aria-live="polite">
      {!outcome && <EmptyState title={t('noResult')} />}
      {outcome?.kind === 'running' && <Spinner label={t('running')} />}
      {outcome?.kind === 'failed' && (
        <p className={`${styles.outcome} ${tones.danger}`} role="alert">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'done' && (
        <>
          <p className={`${styles.outcome} ${outcome.result.ok ? tones.ok : tones.danger}`} data-testid="menu-display">
            {outcome.result.display ?? (outcome.result.ok ? t('done') : t('refused'))}
          </p>
          {outcome.result.documents.length > 0 && (
            <ReceiptPanel
              documents={outcome.result.documents}
              width={width}
              printerName={printerName}
              label={outcome.node.caption}
            />
          )}
        </>
      )}
    </Card>
  );
}
