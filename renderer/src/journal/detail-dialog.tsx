import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Spinner } from '@tillbridge/web-kit';

/** The journal's wide detail dialog (a payment's, a check's): the loading error, the detail, or a spinner meanwhile. */
export function DetailDialog<Detail>(props: {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly error: string | undefined;
  readonly detail: Detail | undefined;
  readonly children: (detail: Detail) => ReactNode;
}) {
  const { t } = useTranslation('app');
  const { error, detail, onClose } = props;
  return (
    <Dialog
      open={props.open}
      wide
      onClose={onClose}
      title={props.title}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {error ? <p role="alert">{error}</p> : detail ? props.children(detail) : <Spinner label={t('loading')} />}
    </Dialog>
  );
}
