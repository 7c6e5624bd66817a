import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Compiles the web's message catalogues (features/i18n/locales/*.json, each feature's
 * features/<feature>/locales/*.json, and a feature's parts features/<feature>/locales/<part>/*.json,
 * ICU MessageFormat) into
 * Lingui's compiled form at build time, so the browser ships no message parser (about 6 kB gzip).
 * JSON in, JSON out: Vite's own JSON plugin still turns the result into a module, and each
 * language stays its own chunk when imported lazily.
 */
export function linguiCatalogues() {
  return {
    name: 'ias-lingui-catalogues',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (!/[\\/]features[\\/][\w-]+[\\/]locales[\\/]([\w-]+[\\/])?[a-z-]+\.json$/.test(id))
        return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
