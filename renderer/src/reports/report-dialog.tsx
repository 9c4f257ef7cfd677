import { useTranslation } from 'react-i18next';
import { Button, Dialog, Spinner, useLoaded } from '@tillbridge/web-kit';
import type { PrinterDocument } from '../../../shared/api/printer-document';
import { ReceiptPanel } from '../receipts/receipt-panel';
import { useSettings, useSlipWidth } from '../settings/settings-context';
import { apiErrorMessage } from '../api/api-error-message';
import { fetchShift } from './reports-api';

/** A printed shift report (Z, or X while the shift is open) in the receipt view with Print and Save as PDF. */
export function ReportDialog({
  title,
  documents,
  error,
  onClose,
}: {
  readonly title: string;
  /** Undefined while it loads. */
  readonly documents: readonly PrinterDocument[] | undefined;
  readonly error?: string | undefined;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation(['reports', 'app']);
  const width = useSlipWidth();
  const printer = useSettings().view?.running.printer;
  return (
    <Dialog open onClose={onClose} title={title} footer={<Button onClick={onClose}>{t('app:close')}</Button>}>
      {error && <p role="alert">{t('loadFailed', { reason: error })}</p>}
      {!error && documents && <ReceiptPanel documents={documents} width={width} printerName={printer} label={title} />}
      {!error && !documents && <Spinner label={t('app:loading')} />}
    </Dialog>
  );
}

/** The open shift's X-report one tap from the Reports page, whichever shift is selected. */
export function XReportDialog({ shiftId, onClose }: { readonly shiftId: number; readonly onClose: () => void }) {
  const { t } = useTranslation('reports');
  const { data, error } = useLoaded(String(shiftId), (signal) => fetchShift(shiftId, signal), apiErrorMessage);
  return <ReportDialog title={t('xReport')} documents={data?.report} error={error} onClose={onClose} />;
}
