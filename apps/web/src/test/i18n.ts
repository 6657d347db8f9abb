import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';

/** English translations for component tests. */
export async function setupTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}
