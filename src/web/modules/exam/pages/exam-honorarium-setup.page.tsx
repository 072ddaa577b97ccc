/** exam-honorarium-setup: work items (paper setting, moderation, examining scripts …) and their rates. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXAM_MEASURES,
  EXAM_PATHS,
  type ExamWorkItem,
  workItemInputSchema,
} from '../../../../common/contracts/exam.contract';
import { canCreateExams } from '../../../../common/permissions';
import { zodRule } from '../../../lib/form-rules';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { ExamForm } from '../components/exam-form';
import { ExamList } from '../components/exam-list';

const shape = workItemInputSchema.shape;

export default function ExamHonorariumSetupPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const may = canCreateExams(useSubject());
  const [editing, setEditing] = useState<ExamWorkItem | null | undefined>(undefined);
  return (
    <>
      <ExamList<ExamWorkItem>
        title={t('examHonorariumSetup')}
        path={EXAM_PATHS.workItems}
        scrollX={640}
        extra={
          may && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          )
        }
        columns={[
          { title: t('name'), key: 'name', render: (_, row) => (lang === 'en' ? row.nameEn : row.nameBn) },
          { title: t('measure'), dataIndex: 'measure', render: (value) => t(`measure_${value}`) },
          {
            title: t('rate'),
            dataIndex: 'rate',
            align: 'right',
            render: (value) => formatNumber(value, lang),
          },
          {
            title: t('status'),
            dataIndex: 'active',
            render: (value) => (
              <Tag color={value ? 'green' : 'default'}>{value ? t('active') : t('inactive')}</Tag>
            ),
          },
          ...(may
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 110,
                  render: (_: unknown, row: ExamWorkItem) => (
                    <Button size="small" onClick={() => setEditing(row)}>
                      {t('edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ExamForm
        open={editing !== undefined}
        title={editing ? t('edit') : t('add')}
        method={editing ? 'put' : 'post'}
        path={editing ? EXAM_PATHS.workItem(editing.id) : EXAM_PATHS.workItems}
        initial={editing ?? { active: true }}
        onClose={() => setEditing(undefined)}
      >
        {() => (
          <>
            <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
              <Input maxLength={150} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
              <Input maxLength={150} />
            </Form.Item>
            <Form.Item name="measure" label={t('measure')} rules={[zodRule(shape.measure)]} required>
              <Select options={EXAM_MEASURES.map((value) => ({ value, label: t(`measure_${value}`) }))} />
            </Form.Item>
            <Form.Item name="rate" label={t('rate')} rules={[zodRule(shape.rate)]} required>
              <InputNumber min={1} max={1_000_000} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="active" label={t('active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </ExamForm>
    </>
  );
}
