import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, esES, frFR, zhCN } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** MUI X ships no Arabic texts: the buttons and titles we show come from our own catalogue. */
const MUI_TEXTS = {
  en: enUS,
  es: esES,
  de: deDE,
  fr: frFR,
  'zh-Hans': zhCN,
} as const;

/**
 * Date-time pickers in the interface language, backed by Luxon (time zones by IANA name, so a
 * teacher enters dates in their own zone whatever the browser's is).
 */
export function AssignDateProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as keyof typeof MUI_TEXTS;
  const base = (MUI_TEXTS[language] ?? enUS).components.MuiLocalizationProvider.defaultProps
    .localeText;
  return (
    <LocalizationProvider
      dateAdapter={AdapterLuxon}
      adapterLocale={i18n.language}
      localeText={{
        ...base,
        cancelButtonLabel: t('assign.picker.cancel'),
        okButtonLabel: t('assign.picker.ok'),
        clearButtonLabel: t('assign.picker.clear'),
        todayButtonLabel: t('assign.picker.today'),
        dateTimePickerToolbarTitle: t('assign.picker.title'),
        nextStepButtonLabel: t('assign.picker.next'),
      }}
    >
      {children}
    </LocalizationProvider>
  );
}
