import { useTranslation } from 'react-i18next';
import { Spinner } from '@tillbridge/web-kit';

/** A journal view's count of what it found (`found`), announced as it changes; a spinner while it searches. */
export function FoundCount({ testId, found }: { readonly testId: string; readonly found: string | undefined }) {
  const { t } = useTranslation('journal');
  return (
    <span role="status" aria-live="polite" data-testid={testId}>
      {found ?? <Spinner label={t('searching')} />}
    </span>
  );
}
