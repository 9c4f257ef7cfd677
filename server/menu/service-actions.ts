import { format } from 'date-fns/format';
import { menuTexts } from '../i18n/menu-texts.js';
import { printedTime } from '../slips/printed-time.js';
import { centered, labelled, ruler } from '../slips/slip-layout.js';
import { loyaltyFailure } from './guest-actions.js';
import type { MenuOutcome, MenuRunContext } from './menu-run-context.js';

export async function syncNow(ctx: MenuRunContext): Promise<MenuOutcome> {
  const t = menuTexts(ctx.language).sync;
  const status = await ctx.syncNow();
  const when = (iso: string | null): string => (iso ? format(new Date(iso), 'dd.MM HH:mm:ss') : t.never);
  const lines = [
    ...centered(t.title, ctx.width),
    ruler(ctx.width),
    ...labelled(t.time, printedTime(ctx.now), ctx.width),
    ...labelled(t.waiting, `${status.pending}`, ctx.width),
    ...labelled(t.givenUp, `${status.dead}`, ctx.width),
    ...labelled(t.lastSuccess, when(status.lastSuccessAt), ctx.width),
    ...(status.lastError ? labelled(t.lastError, status.lastError.message, ctx.width) : []),
    ruler(ctx.width),
    '',
  ];
  const ok = status.pending === 0 && status.dead === 0;
  const display = ok ? t.allSent : t.notAllSent(status.pending, status.dead, status.lastError?.message ?? '');
  return { ok, documents: [{ cutAfter: true, lines }], display };
}

export async function testConnection(ctx: MenuRunContext): Promise<MenuOutcome> {
  try {
    const result = await ctx.loyalty.testConnection();
    return { ok: true, documents: [], display: menuTexts(ctx.language).loyalty.answers(result.ms) };
  } catch (error) {
    return loyaltyFailure(error, ctx.language);
  }
}
