import type { ReactNode } from 'react';
import { Spinner, Table, Th, type Loaded } from '@tillbridge/web-kit';
import { Notice } from './notice';

/** A table's head: the columns, then the actions column (its heading for screen readers only). */
export function ActionsTableHead({
  columns,
  actions,
}: {
  readonly columns: readonly string[];
  readonly actions: string;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <Th key={column}>{column}</Th>
        ))}
        <Th>
          <span className="visually-hidden">{actions}</span>
        </Th>
      </tr>
    </thead>
  );
}

/**
 * A loaded list of a console page: its refusal (or the page's own `error`), a spinner while it loads, `empty` when
 * there is nothing, else a table named `label` with one `row` per item (each row's last cell holds its actions).
 */
export function ListTable<T>({
  list,
  error,
  label,
  loading,
  empty,
  columns,
  actions,
  row,
}: {
  readonly list: Pick<Loaded<readonly T[]>, 'data' | 'error'>;
  readonly error?: string;
  readonly label: string;
  readonly loading: string;
  readonly empty: ReactNode;
  readonly columns: readonly string[];
  readonly actions: string;
  readonly row: (item: T) => ReactNode;
}) {
  const refusal = list.error ?? error;
  return (
    <>
      {refusal && <Notice tone="error">{refusal}</Notice>}
      {!list.data && !list.error && <Spinner label={loading} />}
      {list.data?.length === 0 && empty}
      {list.data && list.data.length > 0 && (
        <Table aria-label={label}>
          <ActionsTableHead columns={columns} actions={actions} />
          <tbody>{list.data.map(row)}</tbody>
        </Table>
      )}
    </>
  );
}
