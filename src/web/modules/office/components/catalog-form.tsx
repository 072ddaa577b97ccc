/**
 * Adding or changing an entry of the ministries screen: the two names and the fields of its list
 * (a ministry's short name, a department's ministry, a level's order, a designation's grade). Drawn
 * with the UI kit; the plain list opens it through office-parts.tsx.
 */
import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { departmentInputSchema, designationInputSchema } from '../../../../common/contracts/office.contract';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { zodRule } from '../../../lib/form-rules';
import type { CatalogItem, CatalogKind } from '../office.api';
import { NameModal } from './name-modal';

export interface CatalogFormProps {
  kind: CatalogKind;
  open: boolean;
  title: string;
  /** The entry changed; null for a new one. */
  entry: CatalogItem | null;
  onSave: (values: { nameBn: string; nameEn: string }) => Promise<unknown>;
  onClose: () => void;
}

function CatalogFields({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation('office');
  const shortName = (
    <Form.Item name="shortName" label={t('shortName')}>
      <Input maxLength={30} />
    </Form.Item>
  );
  switch (kind) {
    case 'ministries':
      return shortName;
    case 'departments':
      return (
        <>
          <Form.Item
            name="ministryId"
            label={t('ministry')}
            rules={[zodRule(departmentInputSchema.shape.ministryId)]}
            required
          >
            <OptionSelect kind="ministries" />
          </Form.Item>
          {shortName}
        </>
      );
    case 'levels':
      return (
        <Form.Item name="sortOrder" label={t('sortOrder')}>
          <InputNumber min={0} />
        </Form.Item>
      );
    case 'designations':
      return (
        <Form.Item name="grade" label={t('grade')} rules={[zodRule(designationInputSchema.shape.grade)]}>
          <InputNumber min={1} max={20} />
        </Form.Item>
      );
  }
}

export function CatalogForm({ kind, open, title, entry, onSave, onClose }: CatalogFormProps) {
  // A department's ministry is chosen by its id. Kept while the entry is the same: a new object
  // would fill the form afresh over what was typed.
  const initial = useMemo(
    () => (entry && 'ministry' in entry ? { ...entry, ministryId: entry.ministry.id } : entry),
    [entry],
  );
  return (
    <NameModal open={open} title={title} initial={initial} onSave={onSave} onClose={onClose}>
      <CatalogFields kind={kind} />
    </NameModal>
  );
}
