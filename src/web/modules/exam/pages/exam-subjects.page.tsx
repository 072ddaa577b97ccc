/** exam-subjects: the unit's subjects (code, Bangla and English name); the exam desk adds and edits. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_PATHS, type ExamSubject, subjectInputSchema } from '../../../../common/contracts/exam.contract';
import { canCreateExams } from '../../../../common/permissions';
import { zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { DeleteButton } from '../components/delete-button';
import { ExamForm } from '../components/exam-form';
import { ExamList } from '../components/exam-list';

const shape = subjectInputSchema.shape;

export default function ExamSubjectsPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const may = canCreateExams(useSubject());
  const [editing, setEditing] = useState<ExamSubject | null | undefined>(undefined);
  return (
    <>
      <ExamList<ExamSubject>
        title={t('examSubjects')}
        path={EXAM_PATHS.subjects}
        scrollX={500}
        extra={
          may && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          )
        }
        columns={[
          { title: t('code'), dataIndex: 'code', render: (value) => localDigits(value, lang), width: 90 },
          { title: t('nameBn'), dataIndex: 'nameBn' },
          { title: t('nameEn'), dataIndex: 'nameEn' },
          ...(may
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 190,
                  render: (_: unknown, row: ExamSubject) => (
                    <Space wrap>
                      <Button size="small" onClick={() => setEditing(row)}>
                        {t('edit')}
                      </Button>
                      <DeleteButton
                        path={EXAM_PATHS.subject(row.id)}
                        name={lang === 'en' ? row.nameEn : row.nameBn}
                      />
                    </Space>
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
        path={editing ? EXAM_PATHS.subject(editing.id) : EXAM_PATHS.subjects}
        initial={editing ?? undefined}
        onClose={() => setEditing(undefined)}
      >
        {() => (
          <>
            <Form.Item name="code" label={t('code')} rules={[zodRule(shape.code)]} required>
              <Input maxLength={10} inputMode="numeric" />
            </Form.Item>
            <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
              <Input maxLength={150} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
              <Input maxLength={150} />
            </Form.Item>
          </>
        )}
      </ExamForm>
    </>
  );
}
