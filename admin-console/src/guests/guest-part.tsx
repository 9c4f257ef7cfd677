import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Table, TableHead, type Column } from '@tillbridge/web-kit';
import type { GuestDetail } from '../../../shared/api/admin-console';

/** What a part of a guest's page that may change the guest is given. */
export interface GuestPartProps {
  readonly programme: string;
  readonly guest: GuestDetail;
  readonly onChange: (guest: GuestDetail) => void;
}

/**
 * A card of the guest's page: a table of `items` (one `row` each), or the words for none; `children` after. Its title,
 * those words and the column headings are the `guests` catalog's `<part>.title`, `<part>.none` and `<part>.<column>`.
 */
export function GuestListCard<T>(props: {
  readonly part: 'cards' | 'history' | 'orders';
  readonly items: readonly T[];
  readonly columns?: readonly Column[];
  readonly row: (item: T, index: number) => ReactNode;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation('guests');
  const { part, items, columns } = props;
  const heading = (key: string) => t(`${part}.${key}`);
  const title = heading('title');
  return (
    <Card title={title} titleLevel={3}>
      {items.length === 0 ? (
        <p>{heading('none')}</p>
      ) : (
        <Table aria-label={title}>
          {columns && (
            <TableHead
              columns={columns.map((column) =>
                typeof column === 'string' ? heading(column) : { numeric: heading(column.numeric) },
              )}
            />
          )}
          <tbody>{items.map(props.row)}</tbody>
        </Table>
      )}
      {props.children}
    </Card>
  );
}
