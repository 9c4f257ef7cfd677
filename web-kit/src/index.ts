export * from './ui';
export * from './format/format';
export { initialLanguage, initialLanguageFor, languages, type Language } from './i18n/language';
export { pageI18n, type PageI18n } from './i18n/page-i18n';
export { LanguageSwitch } from './language-switch/language-switch';
export { useLoaded, type Loaded } from './data/use-loaded';
export { navPageRoutes, type NavPage } from './app/nav-pages';
