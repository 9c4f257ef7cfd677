import { format } from 'date-fns';
import { printedTime } from '../shifts/shift-report.js';
import { centered, labelled, ruler } from '../slips/slip-layout.js';
import { loyaltyFailure } from './guest-actions.js';
import type { MenuOutcome, MenuRunContext } from './menu-run-context.js';

export async function syncNow(ctx: MenuRunContext): Promise<MenuOutcome> {
  const status = await ctx.syncNow();
  const when = (iso: string | null): string => (iso ? format(new Date(iso), 'dd.MM HH:mm:ss') : 'never');
  const lines = [
    ...centered('SYNC WITH LOYALTY SERVICE', ctx.width),
    ruler(ctx.width),
    ...labelled('Time', printedTime(ctx.now), ctx.width),
    ...labelled('Waiting to send', `${status.pending}`, ctx.width),
    ...labelled('Given up', `${status.dead}`, ctx.width),
    ...labelled('Last success', when(status.lastSuccessAt), ctx.width),
    ...(status.lastError ? labelled('Last error', status.lastError.message, ctx.width) : []),
    ruler(ctx.width),
    '',
  ];
  const ok = status.pending === 0 && status.dead === 0;
  const display = ok
    ? 'Everything is sent to the loyalty service.'
    : `${status.pending} operation(s) still waiting, ${status.dead} given up${status.lastError ? `: ${status.lastError.message}` : ''}.`;
  return { ok, documents: [{ cutAfter: true, lines }], display };
}

export async function testConnection(ctx: MenuRunContext): Promise<MenuOutcome> {
  try {
    const result = await ctx.loyalty.testConnection();
    return { ok: true, documents: [], display: `Loyalty service answers (${result.ms} ms); the API key is accepted.` };
  } catch (error) {
    return loyaltyFailure(error);
  }
}
