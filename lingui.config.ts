import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The 16 interface languages of spec section 1; catalogues live in locales/<code>/messages.po.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-CN', 'en', 'ar', 'es', 'fr', 'he', 'id', 'ja', 'ko', 'pl', 'pt-BR', 'ru-RU', 'th', 'de', 'tl', 'vi'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'modules', 'machines'] }],
  format: formatter({ lineNumbers: false }),
});
