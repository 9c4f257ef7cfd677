import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(CategoryScale, LinearScale, BarElement, ArcElement, Tooltip, Legend);
Chart.defaults.animation = false;
Chart.defaults.maintainAspectRatio = false;

/** A colour of theme.css, so charts follow the design tokens. */
export function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Chart.js defaults read from the theme once the document is styled. */
export function applyChartTheme(): void {
  Chart.defaults.font.family = token('--font-ui', 'system-ui');
  Chart.defaults.font.size = 14;
  Chart.defaults.color = token('--muted', '#4a5550');
  Chart.defaults.borderColor = token('--line', '#c9cfc9');
}

/** Colours per payment state: paid green, voided amber, refused red, running accent, cancelled grey. */
export function stateColours(): Record<string, string> {
  const ok = token('--ok', '#1e7a4a');
  const accent = token('--accent', '#1f6f5c');
  return {
    awaiting_guest: token('--focus', '#2b6cd6'),
    authorizing: '#6b8fd6',
    authorized: '#5fae86',
    confirmed: ok,
    voided: token('--warn', '#8a5a00'),
    declined: token('--danger', '#b3261e'),
    cancelled: token('--line-strong', '#8a948e'),
    failed: '#7a1c16',
    accent,
  };
}
