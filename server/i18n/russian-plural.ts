export { russianPlural } from '../../shared/i18n/russian-plural.js';
