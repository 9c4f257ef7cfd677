import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@tillbridge/web-kit';
import { useResource } from '../data/use-resource';
import { ResourceStatus } from '../wallet/resource-status';
import screen from '../wallet/screen.module.css';

/** Rows a list loads at first and adds per "Show more", up to what the service gives in one answer. */
const pageSize = 20;
const maxRows = 100;

/**
 * A history list read from the guest endpoint `endpoint` a page at a time: its loading state, its empty state, its
 * rows (each an `<li>` drawn by `children`), and "Show more" while the service has more.
 */
export function PagedList<Page extends { readonly totalCount: number }, Row>(props: {
  readonly endpoint: string;
  readonly rowsOf: (page: Page) => readonly Row[];
  readonly label: string;
  readonly empty: { readonly title: string; readonly text: string };
  readonly children: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('history');
  const [take, setTake] = useState(pageSize);
  const page = useResource<Page>(`${props.endpoint}.${take}`, (call) => call(props.endpoint, { take }));
  const rows = page.data ? props.rowsOf(page.data) : [];
  return (
    <>
      <ResourceStatus resource={page} />
      {page.data && rows.length === 0 && <EmptyState title={props.empty.title}>{props.empty.text}</EmptyState>}
      {rows.length > 0 && (
        <ul className={`${screen.panel} ${screen.list}`} aria-label={props.label}>
          {rows.map(props.children)}
        </ul>
      )}
      {page.data && page.data.totalCount > rows.length && take < maxRows && (
        <Button variant="ghost" onClick={() => setTake(Math.min(maxRows, take + pageSize))}>
          {t('showMore')}
        </Button>
      )}
    </>
  );
}
