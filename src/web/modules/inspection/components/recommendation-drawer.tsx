/**
 * One recommendation: what was asked, of which office, by when; its compliance updates with their
 * evidence; the responsible office's update form and the inspector's close or send-back.
 */
import {
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Progress,
  Select,
  Space,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ComplianceInput,
  complianceInputSchema,
  EVIDENCE_RULE,
  type RecommendationDetail,
} from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { FileUpload } from '../../../components/file-upload';
import { showError } from '../../../lib/feedback';
import { useFileUrl } from '../../../lib/files.api';
import { validValues, zodRule } from '../../../lib/form-rules';
import { formatDate, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { inspectionApi, useInspectionMutation, useRecommendation } from '../inspection.api';
import { RecommendationStatusTag } from './inspection-tags';
import { useLabLabel } from './lab-name';

function EvidenceLink({ file }: { file: { name: string; url: string } }) {
  const url = useFileUrl(file.url);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
      {file.name}
    </a>
  ) : (
    <span style={{ overflowWrap: 'anywhere' }}>{file.name}</span>
  );
}

function ComplianceForm({ rec }: { rec: RecommendationDetail }) {
  const { t } = useTranslation('inspection');
  const [form] = Form.useForm<ComplianceInput>();
  const [updateId, setUpdateId] = useState<number | null>(null);
  const add = useInspectionMutation(inspectionApi.addCompliance);
  const evidence = useInspectionMutation(inspectionApi.addEvidence);
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      const saved = await add.mutateAsync({ id: rec.id, ...values });
      setUpdateId(saved.updateId);
      toast('success', t('complianceSaved'));
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form form={form} layout="vertical" initialValues={{ status: 'in_progress', progress: rec.progress }}>
        <Form.Item name="status" label={t('status')}>
          <Select
            options={[
              { value: 'in_progress', label: t('rec_in_progress') },
              { value: 'implemented', label: t('rec_implemented') },
            ]}
          />
        </Form.Item>
        <Form.Item name="progress" label={t('progressPercent')}>
          <InputNumber min={0} max={100} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('complianceNote')}
          rules={[zodRule(complianceInputSchema.shape.note)]}
        >
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Button type="primary" loading={add.isPending} onClick={save}>
          {t('sendUpdate')}
        </Button>
      </Form>
      {updateId !== null && (
        <FileUpload
          rule={EVIDENCE_RULE}
          label={t('addEvidence')}
          upload={async (file) => {
            await evidence.mutateAsync({ id: rec.id, updateId, file });
            toast('success', t('evidenceAdded'));
          }}
        />
      )}
    </Space>
  );
}

export function RecommendationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const labLabel = useLabLabel();
  const rec = useRecommendation(id);
  const close = useInspectionMutation(inspectionApi.close);
  const data = rec.data;
  const act = async (action: 'close' | 'reopen') => {
    try {
      await close.mutateAsync({ id: id ?? 0, action });
      toast('success', action === 'close' ? t('recClosed') : t('recReopened'));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('recommendation')} size={560}>
      {data && (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('recommendation')}>{data.text}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <RecommendationStatusTag status={data.status} overdue={data.overdue} />
            </Descriptions.Item>
            <Descriptions.Item label={t('progressPercent')}>
              <Progress
                percent={data.progress}
                format={(value) => `${localDigits(value ?? 0, lang)}%`}
                aria-label={`${t('progressPercent')} ${localDigits(data.progress, lang)}%`}
              />
            </Descriptions.Item>
            <Descriptions.Item label={t('responsibleOffice')}>
              {nameOf(data.responsibleOffice, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('officeInspected')}>
              {nameOf(data.inspectedOffice, lang)}
            </Descriptions.Item>
            {data.lab && <Descriptions.Item label={t('labVisited')}>{labLabel(data.lab)}</Descriptions.Item>}
            <Descriptions.Item label={t('inspector')}>{nameOf(data.inspector, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('deadline')}>{formatDate(data.deadline, lang)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('complianceUpdates')}</Typography.Title>
          {data.updates.length === 0 ? (
            <Typography.Text type="secondary">{t('noUpdates')}</Typography.Text>
          ) : (
            <Timeline
              items={data.updates.map((update) => ({
                key: update.id,
                content: (
                  <div>
                    <div>
                      <RecommendationStatusTag status={update.status} /> {localDigits(update.progress, lang)}%
                      · {nameOf(update.by, lang)} · {formatDate(update.createdAt, lang)}
                    </div>
                    <div>{update.note}</div>
                    {update.evidence.map((file) => (
                      <div key={file.id}>
                        <EvidenceLink file={file} />
                      </div>
                    ))}
                  </div>
                ),
              }))}
            />
          )}
          {data.can.update && <ComplianceForm rec={data} />}
          {data.can.close && (
            <Space wrap>
              <Button type="primary" loading={close.isPending} onClick={() => act('close')}>
                {t('closeRecommendation')}
              </Button>
              <Button onClick={() => act('reopen')}>{t('reopenRecommendation')}</Button>
            </Space>
          )}
        </Space>
      )}
    </Drawer>
  );
}
