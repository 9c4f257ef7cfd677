export { formatAmount } from '../../shared/i18n/format-amount.js';
