/** Status tags of batches, entries and trainees, in the interface language. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = {
  open: 'blue',
  closed: 'purple',
  completed: 'green',
  cancelled: 'default',
  applied: 'blue',
  shortlisted: 'gold',
  waitlisted: 'orange',
  rejected: 'red',
  trainee: 'green',
  withdrawn: 'default',
  enrolled: 'blue',
  incomplete: 'red',
};

export function StatusTag({ prefix, value }: { prefix: 'status' | 'entry' | 'trainee'; value: string }) {
  const { t } = useTranslation('training');
  return (
    <Tag color={COLOURS[value]} style={{ whiteSpace: 'normal' }}>
      {t(`${prefix}_${value}`)}
    </Tag>
  );
}
