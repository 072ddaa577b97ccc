/**
 * antd's Bangla and English locales, with one change: the calendar header's year and month buttons
 * keep the year and month they show as their name. antd names them "Choose a year" / "Choose a
 * month", which hides the visible text from whoever speaks or hears it (WCAG 2.5.3, label in name).
 */
import type { Locale } from 'antd/es/locale';
import bnBD from 'antd/locale/bn_BD';
import enUS from 'antd/locale/en_US';

function withNamedPickerHeader(locale: Locale): Locale {
  const datePicker = locale.DatePicker;
  if (!datePicker) return locale;
  const { yearSelect: _year, monthSelect: _month, decadeSelect: _decade, ...lang } = datePicker.lang;
  return { ...locale, DatePicker: { ...datePicker, lang: lang as typeof datePicker.lang } };
}

export const antdLocales = { bn: withNamedPickerHeader(bnBD), en: withNamedPickerHeader(enUS) };
