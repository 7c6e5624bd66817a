export { LanguageProvider } from './components/language-provider';
export { LanguageSwitcher } from './components/language-switcher';
export { useChooseLanguage } from './hooks/use-choose-language';
export { useCatalogueT, useLocale, useT } from './hooks/use-t';
export {
  cataloguesReady,
  chooseLocale,
  currentLocale,
  defineCatalogue,
  type FeatureCatalogue,
  type MessageId,
  type UiLocale,
} from './i18n';
