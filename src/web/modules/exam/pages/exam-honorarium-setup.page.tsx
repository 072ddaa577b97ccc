/**
 * exam-honorarium-setup: work items (paper setting, moderation, examining scripts …) and their rates.
 * The list is plain HTML; the work item's form is a kit part (components/exam-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamWorkItem } from '../../../../common/contracts/exam.contract';
import { EXAM_PATHS } from '../../../../common/contracts/exam.paths';
import { canCreateExams } from '../../../../common/permissions';
import { Tag } from '../../../components/plain-tag';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { ExamList } from '../components/exam-list';
import { WorkItemFormPart } from '../components/exam-parts';

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
            <button type="button" className="action-button primary" onClick={() => setEditing(null)}>
              <PlusOutlined aria-hidden="true" />
              {t('add')}
            </button>
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
              <Tag tone={value ? 'success' : undefined}>{value ? t('active') : t('inactive')}</Tag>
            ),
          },
          ...(may
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 110,
                  render: (_: unknown, row: ExamWorkItem) => (
                    <button type="button" className="action-button" onClick={() => setEditing(row)}>
                      {t('edit')}
                    </button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <WorkItemFormPart editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
