import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Select, Table, Td, TextField, Note } from '@tillbridge/web-kit';
import type { Programme } from '../../../shared/api/admin-console';
import { programme as programmeApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { ActionsTableHead } from '../app/list-table';
import { bpToPercentText, parsePercentToBp } from '../app/number-input';
import { CellInput } from './cell-input';
import { rankRowOf, ranksOf, type RankRow } from './rank-rows';
import page from '../app/page.module.css';

/** Whether the browser's `Intl` knows the zone (the service checks it again the same way). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

interface Props {
  readonly programme: string;
  readonly value: Programme;
  readonly onSaved: (saved: Programme) => void;
}

/** The programme's settings and its ranks as one form, saved together (the service keeps them consistent). */
export function ProgrammeForm({ programme, value, onSaved }: Props) {
  const { t } = useTranslation('programme');
  const [name, setName] = useState(value.name);
  const [share, setShare] = useState(bpToPercentText(value.maxBonusShareBp));
  const [withoutCheck, setWithoutCheck] = useState(value.paymentsWithoutCheck);
  const [timeZone, setTimeZone] = useState(value.timeZone ?? '');
  const zoneOk = timeZone.trim() === '' || isTimeZone(timeZone.trim());
  const [rows, setRows] = useState<readonly RankRow[]>(value.ranks.map(rankRowOf));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>();
  const shareBp = parsePercentToBp(share);
  const checked = ranksOf(rows);
  const wrong = (row: number, field: string) => {
    if (checked.ok || checked.row !== row || checked.field !== field) return undefined;
    if (checked.problem === 'format') return t(`invalid.${field}`);
    return checked.above ? t(`invalid.${field}Order`, { rank: checked.above }) : t('invalid.firstThreshold');
  };
  const edit = (index: number, change: Partial<RankRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  /** A rank's field as a table cell, its input named by the field and the rank's number. */
  const rankCell = (
    row: RankRow,
    index: number,
    field: 'name' | 'threshold' | 'cashback',
    label: string,
    inputMode?: 'decimal',
  ) => (
    <Td>
      <CellInput
        label={t(label, { n: index + 1 })}
        inputMode={inputMode}
        value={row[field]}
        error={wrong(index, field)}
        onChange={(e) => edit(index, { [field]: e.target.value })}
      />
    </Td>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok || shareBp === undefined || !zoneOk) return;
    setBusy(true);
    programmeApi
      .save(programme, {
        name: name.trim(),
        maxBonusShareBp: shareBp,
        paymentsWithoutCheck: withoutCheck,
        timeZone: timeZone.trim() === '' ? null : timeZone.trim(),
        ranks: checked.ranks,
      })
      .then((saved) => {
        onSaved(saved);
        setRows(saved.ranks.map(rankRowOf));
        setResult({ tone: 'ok', text: t('saved') });
      })
      .catch((reason: unknown) => setResult({ tone: 'error', text: refusalMessage(reason) }))
      .finally(() => setBusy(false));
  };
  // Web-kit fields each with its label, hint and check, written like keys/new-key-dialog.tsx's and venues-page.tsx's.
  return (
    <form onSubmit={submit} className={page.page}>
      <Card title={t('title')}>
        <div className={page.form}>
          <TextField className={page.grow} label={t('name')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            className={page.fixed}
            label={t('maxShare')}
            hint={t('maxShareHint')}
            inputMode="decimal"
            value={share}
            error={shareBp === undefined ? t('invalid.percent') : undefined}
            onChange={(e) => setShare(e.target.value)}
          />
          <Select
            className={page.fixed}
            label={t('withoutCheck')}
            hint={t('withoutCheckHint')}
            value={withoutCheck}
            options={[
              { value: 'upToBalance', label: t('withoutCheckRule.upToBalance') },
              { value: 'refused', label: t('withoutCheckRule.refused') },
            ]}
            onChange={(e) => setWithoutCheck(e.target.value as Programme['paymentsWithoutCheck'])}
          />
          <TextField
            className={page.fixed}
            label={t('timeZone')}
            hint={t('timeZoneHint')}
            placeholder="Europe/Moscow"
            value={timeZone}
            error={zoneOk ? undefined : t('invalid.timeZone')}
            onChange={(e) => setTimeZone(e.target.value)}
          />
        </div>
      </Card>
      <Card
        title={t('ranks')}
        actions={
          <Button onClick={() => setRows((current) => [...current, { name: '', threshold: '', cashback: '' }])}>
            {t('addRank')}
          </Button>
        }
      >
        <Note>{t('ranksIntro')}</Note>
        <Table aria-label={t('ranks')}>
          <ActionsTableHead columns={[t('rankName'), t('threshold'), t('cashback')]} actions={t('actions')} />
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {rankCell(row, index, 'name', 'rankNameOf')}
                {rankCell(row, index, 'threshold', 'thresholdOf', 'decimal')}
                {rankCell(row, index, 'cashback', 'cashbackOf', 'decimal')}
                <Td numeric>
                  <Button
                    variant="ghost"
                    disabled={rows.length === 1}
                    onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                  >
                    {t('removeRank')}
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <div className={page.actions}>
          <Button type="submit" variant="primary" disabled={busy || !checked.ok || shareBp === undefined || !zoneOk}>
            {t('save')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
