/**
 * Status tags of batches, entries and trainees, in the interface language: plain HTML and CSS, so
 * the lists that show them draw without the UI kit.
 */
import { useTranslation } from 'react-i18next';
import { Tag, type TagTone } from '../../../components/plain-tag';

const TONES: Record<string, TagTone | undefined> = {
  open: 'info',
  closed: 'purple',
  completed: 'success',
  applied: 'info',
  shortlisted: 'warning',
  waitlisted: 'warning',
  rejected: 'error',
  trainee: 'success',
  enrolled: 'info',
  incomplete: 'error',
};

export function StatusTag({ prefix, value }: { prefix: 'status' | 'entry' | 'trainee'; value: string }) {
  const { t } = useTranslation('training');
  return <Tag tone={TONES[value]}>{t(`${prefix}_${value}`)}</Tag>;
}
