/**
 * The date picker of every form. In the Bangla interface its calendar, its header and the typed
 * value are in Bangla digits (dayjs's Bangla locale with preParsePostFormat); a date can be typed
 * in Bangla or English digits. Values keep the global English locale, so machine dates
 * (`machineDate`) are always yyyy-mm-dd in English digits.
 */
import dayjsConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker as AntDatePicker } from 'antd';
import type { PickerLocale } from 'antd/es/date-picker/generatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import type { ComponentProps, KeyboardEvent } from 'react';
import 'dayjs/locale/bn-bd';
import { toEnglishDigits } from '../../common/digits';

dayjs.extend(preParsePostFormat);

const config: typeof dayjsConfig = {
  ...dayjsConfig,
  locale: {
    ...dayjsConfig.locale,
    // Typed Bangla digits are read as the English ones; the parse itself runs in English.
    parse: (locale, text, formats) => dayjsConfig.locale.parse(locale, toEnglishDigits(text), formats),
  },
};

const BanglaDatePicker = AntDatePicker.generatePicker<Dayjs>(config);

/**
 * The calendar header's month and year buttons are named by what they show (WCAG 2.5.3, label in
 * name). The picker merges this into the locale of the page, whose Bangla names ("মাস পছন্দ করুন")
 * would otherwise hide the month and the year shown; lib/antd-locale.ts removes them there too.
 */
const NAMED_HEADER = {
  lang: { monthSelect: undefined, yearSelect: undefined, decadeSelect: undefined },
} as unknown as PickerLocale;

/**
 * Enter in a typed date confirms the date (the picker handles it first); it does not also send
 * the form around it, so an officer typing the last date of a form can still check it before
 * pressing the form's own button.
 */
export function DatePicker(props: ComponentProps<typeof BanglaDatePicker>) {
  const { onKeyDown } = props;
  return (
    <BanglaDatePicker
      {...props}
      locale={props.locale ?? NAMED_HEADER}
      onKeyDown={(event: KeyboardEvent<HTMLElement>, preventDefault: () => void) => {
        if (event.key === 'Enter') event.preventDefault();
        onKeyDown?.(event, preventDefault);
      }}
    />
  );
}

/** yyyy-mm-dd in English digits, as the contracts store dates, whatever the picker's locale. */
export const machineDate = (value: Dayjs) => value.locale('en').format('YYYY-MM-DD');
