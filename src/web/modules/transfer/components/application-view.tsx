/**
 * One transfer application in a drawer: who, from which post, preferences, reason, state and
 * decision, the office order once carried out, attachments; and what the caller may do now
 * (the applicant withdraws or attaches, the deciding desk approves or rejects with a reason).
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Drawer, Form, Input, List, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type ApplicationAttachment,
  type DecisionInput,
  decisionInputSchema,
  TRANSFER_ATTACHMENT_RULE,
} from '../../../../common/contracts/transfer.contract';
import { nameOf } from '../../../../common/labels';
import { FileUpload } from '../../../components/file-upload';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { formatDate, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { transferApi, useApplication, useTransferMutation } from '../transfer.api';
import { deskText, namesText, TransferStatusTag } from './transfer-bits';

export function ApplicationView({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const query = useApplication(id);
  const application = query.data;
  const withdraw = useTransferMutation(transferApi.withdraw);
  const decide = useTransferMutation(transferApi.decide);
  const attach = useTransferMutation(transferApi.attach);
  const [form] = Form.useForm<DecisionInput>();
  const decision = Form.useWatch('decision', form);
  const { modal } = App.useApp();

  const onDownload = (file: ApplicationAttachment) => downloadFile(file.url, file.name).catch(showError);

  const onWithdraw = async () => {
    if (!application) return;
    modal.confirm({
      title: t('confirmWithdraw', { id: localDigits(application.id, lang) }),
      okText: t('withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await withdraw.mutateAsync(application.id);
          toast('success', t('withdrawn'));
        } catch (error) {
          showError(error);
        }
      },
    });
  };

  const onDecide = async () => {
    if (!application) return;
    const values = await validValues(form);
    if (!values) return;
    const parsed = decisionInputSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields([{ name: 'note', errors: [t('messages:validation.transfer.rejectReason')] }]);
      return;
    }
    try {
      await decide.mutateAsync({ id: application.id, ...values });
      toast('success', values.decision === 'approve' ? t('approved') : t('rejected'));
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={id !== null ? t('applicationNoValue', { id: localDigits(id, lang) }) : ''}
      size="large"
      destroyOnHidden
    >
      {query.isError && <Alert type="error" showIcon title={(query.error as Error).message} />}
      {application && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="transfer-application">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('status')}>
              <TransferStatusTag status={application.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('applicant')}>
              {nameOf(application.applicant, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('currentPost')}>{deskText(application.from, lang)}</Descriptions.Item>
            {application.joinedOn && (
              <Descriptions.Item label={t('joinedOn')}>
                {formatDate(application.joinedOn, lang)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('preferredOffices')}>
              {namesText(application.preferredOffices, lang) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('preferredDistricts')}>
              {namesText(application.preferredDistricts, lang) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('appliedOn')}>
              {formatDate(application.createdAt, lang)}
            </Descriptions.Item>
            {application.decidedBy && (
              <Descriptions.Item label={t('decidedBy')}>
                <span data-testid="transfer-decided-by">
                  {nameOf(application.decidedBy, lang)}
                  {application.decidedBy.desk && ` (${deskText(application.decidedBy.desk, lang)})`}
                  {application.decidedBy.acting && ` ${t('asActing')}`}
                </span>
              </Descriptions.Item>
            )}
            {application.decidedAt && (
              <Descriptions.Item label={t('decidedOn')}>
                {formatDate(application.decidedAt, lang)}
              </Descriptions.Item>
            )}
            {application.decisionNote && (
              <Descriptions.Item label={t('decisionNote')}>{application.decisionNote}</Descriptions.Item>
            )}
            {application.to && (
              <Descriptions.Item label={t('transferredTo')}>
                <span data-testid="transferred-to">{deskText(application.to, lang)}</span>
              </Descriptions.Item>
            )}
            {application.orderNo && (
              <Descriptions.Item label={t('order')}>
                {t('orderNo')}: {localDigits(application.orderNo, lang)}
                {application.orderDate && `, ${formatDate(application.orderDate, lang)}`}
              </Descriptions.Item>
            )}
          </Descriptions>

          <Panel title={t('reason')} size="small">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {application.reason}
            </Typography.Paragraph>
          </Panel>

          <Panel title={t('attachments')} size="small">
            <List
              dataSource={application.attachments}
              locale={{ emptyText: t('noAttachments') }}
              renderItem={(file) => (
                <List.Item>
                  <Button type="link" icon={<PaperClipOutlined />} onClick={() => onDownload(file)}>
                    {file.name}
                  </Button>
                </List.Item>
              )}
            />
            {application.can.attach && (
              <FileUpload
                rule={TRANSFER_ATTACHMENT_RULE}
                label={t('addAttachment')}
                upload={async (file) => {
                  await attach.mutateAsync({ id: application.id, file });
                  toast('success', t('attachmentSaved'));
                }}
              />
            )}
          </Panel>

          {application.can.withdraw && (
            <Button danger onClick={onWithdraw} loading={withdraw.isPending}>
              {t('withdraw')}
            </Button>
          )}

          {application.can.decide && (
            <Panel title={t('decision')} size="small">
              <Form form={form} layout="vertical" initialValues={{ decision: 'approve' }}>
                <Form.Item name="decision" label={t('decision')}>
                  <Radio.Group
                    optionType="button"
                    options={[
                      { value: 'approve', label: t('approve') },
                      { value: 'reject', label: t('reject') },
                    ]}
                  />
                </Form.Item>
                <Form.Item
                  name="note"
                  label={decision === 'reject' ? t('rejectReason') : t('approveNote')}
                  required={decision === 'reject'}
                >
                  <Input.TextArea
                    aria-label={decision === 'reject' ? t('rejectReason') : t('approveNote')}
                    rows={3}
                    maxLength={1000}
                  />
                </Form.Item>
                <Button
                  type="primary"
                  onClick={onDecide}
                  loading={decide.isPending}
                  danger={decision === 'reject'}
                >
                  {decision === 'reject' ? t('reject') : t('approve')}
                </Button>
              </Form>
            </Panel>
          )}
        </Space>
      )}
    </Drawer>
  );
}
