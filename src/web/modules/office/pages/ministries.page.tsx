/** /office-setup/ministries: ministries, their departments, office levels and designations. */
import { Form, Input, InputNumber, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Department,
  type Designation,
  departmentInputSchema,
  designationInputSchema,
  type Ministry,
  type OfficeLevel,
} from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { CatalogTable } from '../components/catalog-table';

export default function MinistriesPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [ministryFilter, setMinistryFilter] = useState<number | null>(null);
  const count = (value: number) => localDigits(value, lang);
  const shortName = (
    <Form.Item name="shortName" label={t('shortName')}>
      <Input maxLength={30} />
    </Form.Item>
  );

  const items = [
    {
      key: 'ministries',
      label: t('ministries'),
      children: (
        <CatalogTable<Ministry>
          kind="ministries"
          label={t('ministries')}
          addLabel={t('addMinistry')}
          fields={shortName}
          columns={[
            { title: t('shortName'), dataIndex: 'shortName' },
            { title: t('departments'), dataIndex: 'departmentCount', render: count },
            { title: t('offices'), dataIndex: 'officeCount', render: count },
          ]}
        />
      ),
    },
    {
      key: 'departments',
      label: t('departments'),
      children: (
        <CatalogTable<Department>
          kind="departments"
          label={t('departments')}
          addLabel={t('addDepartment')}
          params={{ ministryId: ministryFilter }}
          filters={
            <div style={{ minWidth: 280 }}>
              <OptionSelect
                kind="ministries"
                value={ministryFilter}
                onChange={setMinistryFilter}
                placeholder={t('ministry')}
              />
            </div>
          }
          toForm={(item) => ({ ...item, ministryId: item.ministry.id })}
          fields={
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
          }
          columns={[
            { title: t('ministry'), key: 'ministry', render: (_, item) => nameOf(item.ministry, lang) },
            { title: t('shortName'), dataIndex: 'shortName' },
            { title: t('offices'), dataIndex: 'officeCount', render: count },
          ]}
        />
      ),
    },
    {
      key: 'levels',
      label: t('officeLevels'),
      children: (
        <CatalogTable<OfficeLevel>
          kind="levels"
          label={t('officeLevels')}
          addLabel={t('addLevel')}
          fields={
            <Form.Item name="sortOrder" label={t('sortOrder')}>
              <InputNumber min={0} />
            </Form.Item>
          }
          columns={[
            { title: t('sortOrder'), dataIndex: 'sortOrder', render: count },
            { title: t('offices'), dataIndex: 'officeCount', render: count },
          ]}
        />
      ),
    },
    {
      key: 'designations',
      label: t('designations'),
      children: (
        <CatalogTable<Designation>
          kind="designations"
          label={t('designations')}
          addLabel={t('addDesignation')}
          fields={
            <Form.Item name="grade" label={t('grade')} rules={[zodRule(designationInputSchema.shape.grade)]}>
              <InputNumber min={1} max={20} />
            </Form.Item>
          }
          columns={[
            {
              title: t('grade'),
              dataIndex: 'grade',
              render: (grade: number | null) => (grade ? count(grade) : ''),
            },
            { title: t('posts'), dataIndex: 'postCount', render: count },
          ]}
        />
      ),
    },
  ];

  return (
    <Panel title={t('ministriesTitle')}>
      {/* Tabs wrap onto a second row on a phone instead of hiding behind a menu (styles.css). */}
      <Tabs items={items} destroyOnHidden className="wrapping-tabs" />
    </Panel>
  );
}
