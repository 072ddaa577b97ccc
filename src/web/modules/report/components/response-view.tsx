/**
 * One response in full: its figures, attachments and every step with desk, time and comment; the
 * actions the caller's desk may take now (edit, send for verification, verify, approve, send back);
 * and a Bangla print view of the report as it leaves the office. Plain HTML: the response is read
 * first, and its form, upload field and send-back dialog bring the UI kit (report-parts.tsx).
 */
import { DeleteOutlined, PrinterOutlined } from '@ant-design/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseDetail, StepInput } from '../../../../common/contracts/report.contract';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { reportApi, useReportMutation, useSendBack } from '../report.api';
import { ResponseAttachPart, ResponseFormPart, SendBackPart } from './report-parts';
import { dayText, PeriodText, StatusTag } from './report-tags';
import { ResponseLog } from './response-log';
import type { SendBackStep } from './send-back-dialog';

const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;
const LIST = { margin: 0, paddingInlineStart: 20 } as const;

/** The print view's facts: a label and its value on each row of a bordered table. */
function Facts({ rows }: { rows: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <div className="plain-table">
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={{ width: '40%' }}>
                {row.label}
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ResponseView({ response }: { response: ResponseDetail }) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const confirm = useConfirm();
  const [backStep, setBackStep] = useState<SendBackStep | null>(null);
  const sendBack = useSendBack(response.id, response.returned);
  const save = useReportMutation(reportApi.saveResponse);
  const removeFile = useReportMutation(reportApi.removeAttachment);
  const step = useReportMutation(({ name, body }: { name: 'verify' | 'approve'; body: StepInput }) =>
    reportApi[name](body),
  );
  const { definition, can } = response;
  const label = (key: string) => {
    const field = definition.fields.find((item) => item.key === key);
    return field ? (lang === 'en' ? field.labelEn : field.labelBn) : key;
  };
  const title = lang === 'en' ? definition.titleEn : definition.titleBn;
  const printId = `report-print-${response.id}`;

  const run = async (name: 'verify' | 'approve') => {
    try {
      await step.mutateAsync({ name, body: { responseId: response.id } });
      toast('success', t('done'));
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
        <div style={ROW}>
          <PeriodText
            frequency={response.report.frequency}
            fiscalYear={response.fiscalYear}
            periodNo={response.periodNo}
          />
          <StatusTag status={response.status} returned={response.returned} late={response.late} />
        </div>
      }
      extra={
        <button type="button" className="action-button" onClick={() => printElement(printId)}>
          <PrinterOutlined />
          {t('print')}
        </button>
      }
    >
      {response.returned && sendBack.data?.comment && (
        <p className="plain-note warning" style={{ margin: '0 0 16px' }}>
          {t('sentBackBecause', { comment: sendBack.data.comment })}
        </p>
      )}
      {(can.verify || can.sendBackToCreator || can.approve || can.sendBackToVerifier) && (
        <div className="panel-actions" style={{ marginBottom: 16 }}>
          {can.verify && (
            <button
              type="button"
              className="action-button primary"
              disabled={step.isPending}
              onClick={() => confirm.save(title, () => run('verify'))}
            >
              {t('verify')}
            </button>
          )}
          {can.sendBackToCreator && (
            <button
              type="button"
              className="action-button danger"
              onClick={() => setBackStep('sendBackToCreator')}
            >
              {t('sendBackToCreator')}
            </button>
          )}
          {can.approve && (
            <button
              type="button"
              className="action-button primary"
              disabled={step.isPending}
              onClick={() => confirm.save(title, () => run('approve'))}
            >
              {t('approve')}
            </button>
          )}
          {can.sendBackToVerifier && (
            <button
              type="button"
              className="action-button danger"
              onClick={() => setBackStep('sendBackToVerifier')}
            >
              {t('sendBackToVerifier')}
            </button>
          )}
        </div>
      )}

      <div id={printId}>
        <h2 style={{ marginTop: 0, fontSize: 20 }}>{title}</h2>
        <Facts
          rows={[
            { key: 'code', label: t('code'), value: definition.code },
            { key: 'office', label: t('office'), value: nameOf(response.office, lang) },
            { key: 'asking', label: t('askingOffice'), value: nameOf(definition.ownerOffice, lang) },
            { key: 'due', label: t('dueDate'), value: dayText(response.dueDate, lang) },
            ...(response.submittedAt
              ? [{ key: 'submitted', label: t('submittedAt'), value: formatDate(response.submittedAt, lang) }]
              : []),
            // While the desk may edit, the figures are in the form below instead.
            ...(can.edit
              ? []
              : response.values.map((value) => ({
                  key: `value-${value.key}`,
                  label: label(value.key),
                  value: value.value ? localDigits(value.value, lang) : '—',
                }))),
          ]}
        />
        {response.status === 4 && (
          <div style={{ marginTop: 12 }}>
            <Facts
              rows={[
                { key: 'p', label: t('preparedBy'), value: deskOf('forward') },
                { key: 'v', label: t('verifiedBy'), value: deskOf('verify') },
                { key: 'a', label: t('approvedBy'), value: deskOf('approve') },
              ]}
            />
          </div>
        )}
      </div>

      {can.edit && (
        <div style={{ marginTop: 16 }}>
          <ResponseFormPart
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

      <h3 style={{ margin: '24px 0 8px', fontSize: 16 }}>{t('attachments')}</h3>
      {definition.attachments.length > 0 && (
        <p className="text-secondary">
          {t('expectedAttachments')}:{' '}
          {definition.attachments
            .map(
              (item) =>
                `${lang === 'en' ? item.nameEn : item.nameBn}${item.required ? ` (${t('required')})` : ''}`,
            )
            .join(', ')}
        </p>
      )}
      {response.attachments.length === 0 ? (
        <p className="text-secondary">{t('noAttachments')}</p>
      ) : (
        <ul style={LIST}>
          {response.attachments.map((file) => (
            <li key={file.id}>
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name}
              </a>
              {can.attach && (
                <button
                  type="button"
                  className="icon-button danger"
                  aria-label={`${t('remove')} ${file.name}`}
                  onClick={() =>
                    confirm.remove(file.name, () =>
                      removeFile.mutateAsync({ id: response.id, fileId: file.id }).catch(showError),
                    )
                  }
                >
                  <DeleteOutlined />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {can.attach && (
        <div style={{ marginTop: 12 }}>
          <ResponseAttachPart responseId={response.id} />
        </div>
      )}

      <h3 style={{ margin: '24px 0 8px', fontSize: 16 }}>{t('log')}</h3>
      <ResponseLog log={response.log} />
      <SendBackPart responseId={response.id} step={backStep} onClose={() => setBackStep(null)} />
    </Panel>
  );
}
