/** A date picker whose form value is the 'YYYY-MM-DD' text the contracts expect. */
import { DatePicker, Form, type FormItemProps } from 'antd';
import dayjs from 'dayjs';

export function DateField(props: FormItemProps & { allowFuture?: boolean }) {
  const { allowFuture, ...itemProps } = props;
  return (
    <Form.Item
      {...itemProps}
      getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
      normalize={(value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '')}
    >
      <DatePicker
        style={{ width: '100%' }}
        format="DD/MM/YYYY"
        disabledDate={allowFuture ? undefined : (day) => day.isAfter(dayjs(), 'day')}
      />
    </Form.Item>
  );
}
