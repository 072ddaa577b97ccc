/**
 * One response in full: its figures, attachments and every step with desk, time and comment; the
 * actions the caller's desk may take now (edit, send for verification, verify, approve, send back);
 * and a Bangla print view of the report as it leaves the office.
 */
import { DeleteOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Input, Modal, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_ATTACHMENT_RULE,
  type ResponseDetail,
  type StepInput,
} from '../../../../common/contracts/report.contract';
import { nameOf } from '../../../../common/labels';
import { FileUpload } from '../../../components/file-upload';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { reportApi, useReportMutation, useSendBack } from '../report.api';
import { dayText, PeriodText, StatusTag } from './report-tags';
import { ResponseForm } from './response-form';

type StepName = 'verify' | 'approve' | 'sendBackToCreator' | 'sendBackToVerifier';

export function ResponseView({ response }: { response: ResponseDetail }) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const confirm = useConfirm();
  const [backStep, setBackStep] = useState<StepName | null>(null);
  const [comment, setComment] = useState('');
  const sendBack = useSendBack(response.id, response.returned);
  const save = useReportMutation(reportApi.saveResponse);
  const attach = useReportMutation(reportApi.attach);
  const removeFile = useReportMutation(reportApi.removeAttachment);
  const step = useReportMutation(({ name, body }: { name: StepName; body: StepInput }) =>
    reportApi[name](body),
  );
  const { definition, can } = response;
  const label = (key: string) => {
    const field = definition.fields.find((item) => item.key === key);
    return field ? (lang === 'en' ? field.labelEn : field.labelBn) : key;
  };
  const title = lang === 'en' ? definition.titleEn : definition.titleBn;
  const printId = `report-print-${response.id}`;

  const run = async (name: StepName, text?: string) => {
    try {
      await step.mutateAsync({ name, body: { responseId: response.id, comment: text } });
      toast('success', t('done'));
      setBackStep(null);
      setComment('');
    } catch (error) {
      showError(error);
    }
  };
  const deskOf = (action: string) => {
    const entry = [...response.log].reverse().find((item) => item.action === action);
    return entry?.desk
      ? `${lang === 'en' ? (entry.desk.holderEn ?? '') : (entry.desk.holderBn ?? '')} (${lang === 'en' ? entry.desk.labelEn : entry.desk.labelBn})`
      : '—';
  };

  return (
    <Panel
      title={
        <Space wrap>
          <PeriodText
            frequency={response.report.frequency}
            fiscalYear={response.fiscalYear}
            periodNo={response.periodNo}
          />
          <StatusTag status={response.status} returned={response.returned} late={response.late} />
        </Space>
      }
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => printElement(printId)}>
          {t('print')}
        </Button>
      }
    >
      {response.returned && sendBack.data?.comment && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('sentBackBecause', { comment: sendBack.data.comment })}
        />
      )}
      <Space wrap style={{ marginBottom: 16 }}>
        {can.verify && (
          <Button
            type="primary"
            onClick={() => confirm.save(title, () => run('verify'))}
            loading={step.isPending}
          >
            {t('verify')}
          </Button>
        )}
        {can.sendBackToCreator && (
          <Button danger onClick={() => setBackStep('sendBackToCreator')}>
            {t('sendBackToCreator')}
          </Button>
        )}
        {can.approve && (
          <Button
            type="primary"
            onClick={() => confirm.save(title, () => run('approve'))}
            loading={step.isPending}
          >
            {t('approve')}
          </Button>
        )}
        {can.sendBackToVerifier && (
          <Button danger onClick={() => setBackStep('sendBackToVerifier')}>
            {t('sendBackToVerifier')}
          </Button>
        )}
      </Space>

      <div id={printId}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'code', label: t('code'), children: definition.code },
            { key: 'office', label: t('office'), children: nameOf(response.office, lang) },
            { key: 'asking', label: t('askingOffice'), children: nameOf(definition.ownerOffice, lang) },
            { key: 'due', label: t('dueDate'), children: dayText(response.dueDate, lang) },
            ...(response.submittedAt
              ? [
                  {
                    key: 'submitted',
                    label: t('submittedAt'),
                    children: formatDate(response.submittedAt, lang),
                  },
                ]
              : []),
            ...(can.edit
              ? []
              : response.values.map((value) => ({
                  key: value.key,
                  label: label(value.key),
                  children: value.value ? localDigits(value.value, lang) : '—',
                }))),
          ]}
        />
        {response.status === 4 && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginTop: 12 }}
            items={[
              { key: 'p', label: t('preparedBy'), children: deskOf('forward') },
              { key: 'v', label: t('verifiedBy'), children: deskOf('verify') },
              { key: 'a', label: t('approvedBy'), children: deskOf('approve') },
            ]}
          />
        )}
      </div>

      {can.edit && (
        <div style={{ marginTop: 16 }}>
          <ResponseForm
            fields={definition.fields}
            initial={Object.fromEntries(response.values.map((value) => [value.key, value.value]))}
            busy={save.isPending}
            onSubmit={async (values, forward, note) => {
              try {
                await save.mutateAsync({
                  reportId: definition.id,
                  fiscalYear: response.fiscalYear,
                  periodNo: response.periodNo,
                  values,
                  forward,
                  comment: note,
                });
                toast('success', t('saved'));
              } catch (error) {
                showError(error);
              }
            }}
          />
        </div>
      )}

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('attachments')}
      </Typography.Title>
      {definition.attachments.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t('expectedAttachments')}:{' '}
          {definition.attachments
            .map(
              (item) =>
                `${lang === 'en' ? item.nameEn : item.nameBn}${item.required ? ` (${t('required')})` : ''}`,
            )
            .join(', ')}
        </Typography.Paragraph>
      )}
      {response.attachments.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('noAttachments')}</Typography.Paragraph>
      ) : (
        <ul>
          {response.attachments.map((file) => (
            <li key={file.id}>
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name}
              </a>
              {can.attach && (
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`${t('remove')} ${file.name}`}
                  onClick={() =>
                    confirm.remove(file.name, () =>
                      removeFile.mutateAsync({ id: response.id, fileId: file.id }).catch(showError),
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {can.attach && (
        <FileUpload
          rule={REPORT_ATTACHMENT_RULE}
          label={t('upload')}
          upload={async (file) => {
            await attach.mutateAsync({ id: response.id, file });
            toast('success', t('saved'));
          }}
        />
      )}

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('log')}
      </Typography.Title>
      <Timeline
        items={response.log.map((entry) => ({
          key: entry.id,
          color: entry.action === 'send-back' ? 'red' : entry.action === 'approve' ? 'green' : 'blue',
          content: (
            <div>
              <Typography.Text strong>{t(`action_${entry.action}`)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {formatDate(entry.at, lang)}{' '}
                {localDigits(
                  new Date(entry.at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }),
                  lang,
                )}
              </Typography.Text>
              {entry.desk && (
                <div>
                  {lang === 'en' ? entry.desk.labelEn : entry.desk.labelBn}
                  {(lang === 'en' ? entry.desk.holderEn : entry.desk.holderBn) &&
                    ` — ${lang === 'en' ? entry.desk.holderEn : entry.desk.holderBn}`}
                </div>
              )}
              {entry.comment && (
                <div>
                  {t('comment')}: {entry.comment}
                </div>
              )}
            </div>
          ),
        }))}
      />
      <Modal
        open={backStep !== null}
        title={backStep ? t(backStep) : ''}
        okText={backStep ? t(backStep) : ''}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, disabled: comment.trim() === '' }}
        confirmLoading={step.isPending}
        onCancel={() => setBackStep(null)}
        onOk={() => backStep && run(backStep, comment.trim())}
      >
        <Input.TextArea
          aria-label={t('sendBackReason')}
          placeholder={t('sendBackReason')}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Modal>
    </Panel>
  );
}
