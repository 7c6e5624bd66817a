export { LanguageProvider } from './components/language-provider';
export { LanguageSwitcher } from './components/language-switcher';
export { useLocale, useT } from './hooks/use-t';
export { chooseLocale, currentLocale, type MessageId, type UiLocale } from './i18n';
