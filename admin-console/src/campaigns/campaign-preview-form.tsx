import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, formatMoney, Note } from '@tillbridge/web-kit';
import type { CampaignDraft, CampaignPreview, SampleOrder } from '../../../shared/api/admin-console';
import { campaigns as campaignsApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import styles from './campaigns.module.css';
import { parseTypedMinor } from '../../../shared/money';

interface LineFields {
  readonly code: string;
  readonly name: string;
  readonly price: string;
  readonly quantity: string;
}

const blankLine: LineFields = { code: '', name: '', price: '', quantity: '1' };

/** The sample order, or undefined while a line is not complete. */
function orderOf(lines: readonly LineFields[]): SampleOrder | undefined {
  const parsed = lines.map((line) => ({
    code: line.code.trim(),
    name: line.name.trim() || line.code.trim(),
    priceMinor: parseTypedMinor(line.price),
    quantity: Number(line.quantity),
  }));
  const complete = parsed.every(
    (line) => line.code && line.priceMinor !== undefined && Number.isInteger(line.quantity) && line.quantity > 0,
  );
  return complete && parsed.length ? { lines: parsed as SampleOrder['lines'] } : undefined;
}

/** "What would it give?": sample order lines sent with the campaign as typed (nothing is saved). */
export function CampaignPreviewForm({
  programme,
  draft,
}: {
  readonly programme: string;
  readonly draft?: CampaignDraft;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const [lines, setLines] = useState<readonly LineFields[]>([blankLine]);
  const [preview, setPreview] = useState<CampaignPreview | undefined>();
  const [error, setError] = useState<string | undefined>();
  const order = orderOf(lines);
  /** The answer comes at the foot of the dialog's scrolling body: it is scrolled into view, above the footer. */
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview || error) answer.current?.scrollIntoView({ block: 'nearest' });
  }, [preview, error]);
  const money = (minor: number) => formatMoney(minor, i18n.language);
  const edit = (index: number, change: Partial<LineFields>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const run = () => {
    if (!draft || !order) return;
    setError(undefined);
    campaignsApi
      .preview(programme, draft, order)
      .then(setPreview)
      .catch((reason: unknown) => {
        setPreview(undefined);
        setError(refusalMessage(reason));
      });
  };
  return (
    <section className={styles.preview} aria-label={t('preview.title')}>
      <h3>{t('preview.title')}</h3>
      {lines.map((line, index) => (
        <div key={index} className={styles.line}>
          <TextField
            label={t('preview.code')}
            value={line.code}
            onChange={(e) => edit(index, { code: e.target.value })}
          />
          <TextField
            label={t('preview.name')}
            value={line.name}
            onChange={(e) => edit(index, { name: e.target.value })}
          />
          <TextField
            label={t('preview.price')}
            inputMode="decimal"
            value={line.price}
            onChange={(e) => edit(index, { price: e.target.value })}
          />
          <TextField
            label={t('preview.quantity')}
            inputMode="numeric"
            value={line.quantity}
            onChange={(e) => edit(index, { quantity: e.target.value })}
          />
          <Button
            variant="ghost"
            aria-label={t('preview.removeLine', { n: index + 1 })}
            disabled={lines.length === 1}
            onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
          >
            ✕
          </Button>
        </div>
      ))}
      <div className={styles.buttons}>
        <Button onClick={() => setLines((current) => [...current, blankLine])}>{t('preview.addLine')}</Button>
        <Button variant="primary" disabled={!draft || !order} onClick={run}>
          {t('preview.run')}
        </Button>
      </div>
      {!draft && <Note>{t('preview.needsCampaign')}</Note>}
      <div ref={answer}>
        {error && <Notice tone="error">{error}</Notice>}
        {preview && (
          <div role="status" data-testid="campaign-preview">
            <p className={styles.result}>
              {preview.discountMinor > 0
                ? t('preview.gives', { discount: money(preview.discountMinor), sum: money(preview.orderSumMinor) })
                : t('preview.nothing', { sum: money(preview.orderSumMinor) })}
            </p>
            {preview.reason && <Note>{preview.reason}</Note>}
            {preview.lines.some((line) => line.discountMinor > 0) && (
              <ul className={styles.lines}>
                {preview.lines
                  .filter((line) => line.discountMinor > 0)
                  .map((line) => (
                    <li key={line.code}>
                      {t('preview.line', { code: line.code, discount: money(line.discountMinor) })}
                    </li>
                  ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
