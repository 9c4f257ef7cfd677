import { formatMinor } from '../../shared/money.js';
import { esc } from './station-requests.js';

const declaration = '<?xml version="1.0" encoding="utf-8"?>';

/** The unit the bridge's `farcards.money` expects money attributes in. */
export type SimMoney = 'kopecks' | 'units';

/** One transaction of a batch: ExtDLL Kind (0 payment, 1 discount, 2 bonus, 3 spending), Summa signed in hundredths. */
export interface SimTransaction {
  readonly kind: 0 | 1 | 2 | 3;
  readonly amountMinor: number;
}

/** getcardinfoex as ExtDllHTTP posts it: `ROOT/QRY Card Restaurant UnitNo` with the check in `INPBUF`. */
export function cardInfoRequest(card: string, unitNo: number, check: string | undefined): string {
  const buffer = check === undefined ? '' : `<INPBUF>${check}</INPBUF>`;
  return `${declaration}<ROOT><QRY Card="${esc(card)}" Restaurant="1" UnitNo="${unitNo}">${buffer}</QRY></ROOT>`;
}

/** transactionsex in the shape the bridge documents (docs/farcards.md): `ROOT/Transactions/TransactionsEx` + `InpBuf`. */
export function transactionsRequest(
  card: string,
  unitNo: number,
  checkNumber: number,
  transactions: readonly SimTransaction[],
  check: string,
  money: SimMoney,
): string {
  const cashDay = Math.floor((Date.now() - Date.UTC(1899, 11, 30)) / 86_400_000);
  const rows = transactions
    .map(
      (transaction) =>
        `<TransactionsEx Card="${esc(card)}" Kind="${transaction.kind}" ` +
        `Summa="${money === 'kopecks' ? transaction.amountMinor : formatMinor(transaction.amountMinor)}" ` +
        `Restaurant="1" RKDate="${cashDay}" RKUni="${unitNo}" RKCheck="${checkNumber}"/>`,
    )
    .join('');
  return `${declaration}<ROOT><Transactions>${rows}</Transactions><InpBuf InpKind="1">${check}</InpBuf></ROOT>`;
}
