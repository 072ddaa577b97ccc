/**
 * A date picker whose form value is the 'YYYY-MM-DD' text the contracts expect. Its calendar and
 * typed value follow the interface's digits; `opensAt` is the month the calendar opens on when the
 * field is empty (a date of birth opens decades back, not on this month).
 */
import { Form, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, machineDate } from '../../../components/date-picker';

export function DateField(props: FormItemProps & { allowFuture?: boolean; opensAt?: Dayjs }) {
  const { allowFuture, opensAt, ...itemProps } = props;
  return (
    <Form.Item
      {...itemProps}
      getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
      normalize={(value: Dayjs | null) => (value ? machineDate(value) : '')}
    >
      <DatePicker
        style={{ width: '100%' }}
        format="DD/MM/YYYY"
        defaultPickerValue={opensAt}
        disabledDate={allowFuture ? undefined : (day) => day.isAfter(dayjs(), 'day')}
      />
    </Form.Item>
  );
}
