export { catalogLookup, defaultLanguage, languages, type Catalog, type Language } from '../../shared/i18n/language.js';
