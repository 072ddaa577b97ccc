/**
 * Small pieces the transfer screens share: the status tag and a desk's or some places' names, in
 * plain HTML (the lists carry no UI kit).
 */
import { useTranslation } from 'react-i18next';
import type { Named } from '../../../../common/contracts/office.contract';
import type { DeskLabel } from '../../../../common/contracts/transfer.contract';
import type { TransferStatus } from '../../../../common/contracts/transfer.paths';
import { nameOf } from '../../../../common/labels';
import { Tag, type TagTone } from '../../../components/plain-tag';

const TONES: Record<TransferStatus, TagTone | undefined> = {
  1: 'info',
  2: 'warning',
  3: 'error',
  4: undefined,
  5: 'success',
};

/** `data-status` lets a journey wait for a state without reading its words. */
export function TransferStatusTag({ status }: { status: TransferStatus }) {
  const { t } = useTranslation('transfer');
  return (
    <span data-status={status}>
      <Tag tone={TONES[status]}>{t(`status_${status}`)}</Tag>
    </span>
  );
}

/** SPEC.md §3's desk label: designation, section (if any), office. */
export function deskText(desk: DeskLabel | null | undefined, lang: 'bn' | 'en'): string {
  if (!desk) return '';
  return [
    nameOf(desk.role, lang),
    desk.section ? nameOf(desk.section, lang) : null,
    nameOf(desk.office, lang),
  ]
    .filter(Boolean)
    .join(', ');
}

export const namesText = (items: Named[], lang: 'bn' | 'en') =>
  items.map((item) => nameOf(item, lang)).join(', ');
