import { Td } from '@tillbridge/web-kit';

/** One line of a FarCards check in a table (the prompt's check panel, the journal's check detail): name, quantity, sum. */
export function CheckLineRow({
  line,
  money,
  className,
}: {
  readonly line: { readonly name: string; readonly quantity: number; readonly sumMinor: number };
  readonly money: (minor: number) => string | null;
  readonly className?: string | undefined;
}) {
  return (
    <tr className={className}>
      <Td>{line.name}</Td>
      <Td numeric>{line.quantity}</Td>
      <Td numeric>{money(line.sumMinor)}</Td>
    </tr>
  );
}
