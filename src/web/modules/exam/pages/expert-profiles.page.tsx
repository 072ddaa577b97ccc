/** expert-profiles: paper setters, moderators and examiners with subject, institution, mobile and bank. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_PATHS, type ExamExpert, expertInputSchema } from '../../../../common/contracts/exam.contract';
import { canAddExamExperts, canEditExamExperts } from '../../../../common/permissions';
import { zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { DeleteButton } from '../components/delete-button';
import { ExamForm } from '../components/exam-form';
import { ExamList } from '../components/exam-list';
import { ExamSelect } from '../components/exam-options';

const shape = expertInputSchema.shape;

export default function ExpertProfilesPage() {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const subject = useSubject();
  const mayAdd = canAddExamExperts(subject);
  const mayEdit = canEditExamExperts(subject);
  const [editing, setEditing] = useState<ExamExpert | null | undefined>(undefined);
  const initial = editing
    ? {
        ...editing,
        subjectId: editing.subject.id,
        bankBranchId: editing.bank.id,
        email: editing.email ?? undefined,
      }
    : { active: true };
  return (
    <>
      <ExamList<ExamExpert>
        title={t('expertProfiles')}
        path={EXAM_PATHS.experts}
        exportPath={EXAM_PATHS.expertsExport}
        exportName="exam-experts"
        filterKeys={['subjectId']}
        scrollX={1000}
        filters={(values, set) => (
          <Col xs={24} md={8}>
            <ExamSelect
              kind="subjects"
              allowClear
              aria-label={t('subject')}
              placeholder={t('allSubjects')}
              value={values.subjectId ? Number(values.subjectId) : undefined}
              onChange={(value) => set('subjectId', value)}
            />
          </Col>
        )}
        extra={
          mayAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          )
        }
        columns={[
          {
            title: t('name'),
            key: 'name',
            render: (_, row) => (
              <>
                {lang === 'en' ? row.nameEn : row.nameBn}
                <br />
                <small>{row.designation}</small>
              </>
            ),
          },
          { title: t('institution'), dataIndex: 'institution' },
          {
            title: t('subject'),
            key: 'subject',
            render: (_, row) => (lang === 'en' ? row.subject.nameEn : row.subject.nameBn),
          },
          { title: t('mobile'), dataIndex: 'mobile', render: (value) => localDigits(value, lang) },
          {
            title: t('bankBranch'),
            key: 'bank',
            render: (_, row) => (
              <>
                {lang === 'en' ? row.bank.bankNameEn : row.bank.bankNameBn},{' '}
                {lang === 'en' ? row.bank.branchNameEn : row.bank.branchNameBn}
                <br />
                <small>
                  {t('accountNo')}: {localDigits(row.accountNo, lang)} · {t('routingNo')}:{' '}
                  {localDigits(row.bank.routingNo, lang)}
                </small>
              </>
            ),
          },
          ...(mayEdit
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 190,
                  render: (_: unknown, row: ExamExpert) => (
                    <Space wrap>
                      <Button size="small" onClick={() => setEditing(row)}>
                        {t('edit')}
                      </Button>
                      <DeleteButton
                        path={EXAM_PATHS.expert(row.id)}
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
        path={editing ? EXAM_PATHS.expert(editing.id) : EXAM_PATHS.experts}
        initial={initial}
        onClose={() => setEditing(undefined)}
      >
        {() => (
          <>
            {(['nameBn', 'nameEn', 'designation', 'institution'] as const).map((field) => (
              <Form.Item key={field} name={field} label={t(field)} rules={[zodRule(shape[field])]} required>
                <Input maxLength={200} />
              </Form.Item>
            ))}
            <Form.Item name="subjectId" label={t('subject')} rules={[zodRule(shape.subjectId)]} required>
              <ExamSelect kind="subjects" />
            </Form.Item>
            <Form.Item name="mobile" label={t('mobile')} rules={[zodRule(shape.mobile)]} required>
              <Input maxLength={11} inputMode="tel" />
            </Form.Item>
            <Form.Item name="email" label={t('email')}>
              <Input maxLength={190} type="email" />
            </Form.Item>
            <Form.Item
              name="accountName"
              label={t('accountName')}
              rules={[zodRule(shape.accountName)]}
              required
            >
              <Input maxLength={150} />
            </Form.Item>
            <Form.Item name="accountNo" label={t('accountNo')} rules={[zodRule(shape.accountNo)]} required>
              <Input maxLength={20} inputMode="numeric" />
            </Form.Item>
            <Form.Item
              name="bankBranchId"
              label={t('bankBranch')}
              rules={[zodRule(shape.bankBranchId)]}
              required
            >
              <ExamSelect kind="bankBranches" />
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
