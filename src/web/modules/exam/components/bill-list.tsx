/**
 * Honorarium bills: every bill (exam-bills, where bills are made from assignments), the bills
 * waiting for approval (exam-bill-approval) and the approved ones to pay with the paid batches' bank
 * advice (exam-bill-payment). Each bill opens with its printable Bangla bill. The list is plain
 * HTML (the approval asks with the plain confirmation); the forms and the bill's dialog are kit
 * parts (exam-parts.tsx).
 */
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamBill } from '../../../../common/contracts/exam.contract';
import { EXAM_BILL_STATUSES, EXAM_PATHS, type ExamBillStatus } from '../../../../common/contracts/exam.paths';
import { canApproveExamBills, canCreateExamBills, canPayExamBills } from '../../../../common/permissions';
import { ChoiceFilter, DateFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { OptionGroup } from '../../../components/option-group';
import { Tag, type TagTone } from '../../../components/plain-tag';
import { useConfirm } from '../../../lib/confirm';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useExamWrite } from '../exam.api';
import { DeleteButton } from './delete-button';
import { ExamFilter } from './exam-filter';
import { ExamList } from './exam-list';
import { BillViewPart, CreateBillPart, PayBillPart } from './exam-parts';

const STATUS_TONES: Record<ExamBillStatus, TagTone> = {
  created: 'info',
  approved: 'warning',
  paid: 'success',
};
type PaymentTab = 'toPay' | 'paid';

export function BillList({ mode }: { mode: 'all' | 'approval' | 'payment' }) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const subject = useSubject();
  const confirm = useConfirm();
  const write = useExamWrite();
  // A new tab draws its own list (keyed by the status it shows), which starts on its first page.
  const { filters, setFilter } = useFilterParams(['tab']);
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<ExamBill | null>(null);
  const [viewing, setViewing] = useState<ExamBill | null>(null);
  const [adviceDay, setAdviceDay] = useState('');
  const mayApprove = canApproveExamBills(subject);
  const mayPay = canPayExamBills(subject);
  const mayCreate = canCreateExamBills(subject);
  // The payment screen's two lists, kept in the address as its filters are.
  const tab: PaymentTab = filters.tab === 'paid' ? 'paid' : 'toPay';
  const name = (row: { nameBn: string; nameEn: string }) => (lang === 'en' ? row.nameEn : row.nameBn);
  const money = (value: number) => formatNumber(value, lang);
  const fixedStatus: ExamBillStatus | undefined =
    mode === 'approval'
      ? 'created'
      : mode === 'payment'
        ? tab === 'toPay'
          ? 'approved'
          : 'paid'
        : undefined;

  const setTab = (next: PaymentTab) => setFilter('tab', next === 'paid' ? next : null);

  const approve = (bill: ExamBill) =>
    confirm.save(localDigits(bill.billNo, lang), async () => {
      try {
        await write.mutateAsync({ method: 'post', path: EXAM_PATHS.billApprove(bill.id) });
        toast('success', t('approved'));
      } catch (error) {
        showError(error);
      }
    });

  const onAdvice = async () => {
    if (!adviceDay) return;
    try {
      await downloadFile(
        withQuery(EXAM_PATHS.billsExport, { status: 'paid', paidOn: adviceDay }),
        `bank-advice-${adviceDay}.xlsx`,
      );
    } catch (error) {
      showError(error);
    }
  };

  const title =
    mode === 'approval' ? t('examBillApproval') : mode === 'payment' ? t('examBillPayment') : t('examBills');
  return (
    <>
      <ExamList<ExamBill>
        key={fixedStatus ?? 'all'}
        title={title}
        path={EXAM_PATHS.bills}
        exportPath={EXAM_PATHS.billsExport}
        exportName="exam-bills"
        fixed={fixedStatus ? { status: fixedStatus } : undefined}
        filterKeys={mode === 'all' ? ['examId', 'status'] : ['examId']}
        scrollX={1100}
        note={
          mode === 'payment' && (
            <div className="panel-actions" style={{ alignItems: 'center', marginBottom: 12 }}>
              <OptionGroup<PaymentTab>
                legend={t('examBillPayment')}
                value={tab}
                onChange={setTab}
                options={[
                  { value: 'toPay', label: t('toPay') },
                  { value: 'paid', label: t('paidList') },
                ]}
              />
              <div style={{ width: 170 }}>
                <DateFilter label={t('adviceDate')} value={adviceDay} onChange={setAdviceDay} />
              </div>
              <button type="button" className="action-button" disabled={!adviceDay} onClick={onAdvice}>
                {t('bankAdvice')}
              </button>
            </div>
          )
        }
        filters={(values, set) => (
          <>
            <ExamFilter
              kind="exams"
              label={t('exam')}
              all={t('allExams')}
              value={values.examId}
              onChange={(value) => set('examId', value)}
            />
            {mode === 'all' && (
              <ChoiceFilter
                label={t('status')}
                all={t('allStatuses')}
                value={values.status}
                options={EXAM_BILL_STATUSES.map((value) => ({ value, label: t(`bill_${value}`) }))}
                onChange={(value) => set('status', value)}
              />
            )}
          </>
        )}
        extra={
          mode === 'all' &&
          mayCreate && (
            <button type="button" className="action-button primary" onClick={() => setCreating(true)}>
              <PlusOutlined aria-hidden="true" />
              {t('createBill')}
            </button>
          )
        }
        columns={[
          {
            title: t('billNo'),
            dataIndex: 'billNo',
            render: (value) => localDigits(value, lang),
            width: 130,
          },
          {
            title: t('expert'),
            key: 'expert',
            render: (_, row) => (
              <div className="cell-lines">
                {name(row.expert)}
                <small>{row.expert.institution}</small>
              </div>
            ),
          },
          { title: t('exam'), key: 'exam', render: (_, row) => name(row.exam) },
          { title: t('gross'), dataIndex: 'gross', align: 'right', render: money },
          { title: t('net'), dataIndex: 'net', align: 'right', render: money },
          {
            title: t('status'),
            key: 'status',
            render: (_, row) => (
              <>
                <Tag tone={STATUS_TONES[row.status]}>{t(`bill_${row.status}`)}</Tag>
                {row.paidOn && (
                  <small>
                    <br />
                    {formatDate(row.paidOn, lang)}
                  </small>
                )}
              </>
            ),
          },
          {
            title: t('actions'),
            key: 'actions',
            width: 220,
            render: (_, row) => (
              <div className="cell-actions">
                <button type="button" className="action-button" onClick={() => setViewing(row)}>
                  <PrinterOutlined aria-hidden="true" />
                  {t('view')}
                </button>
                {mode === 'all' && mayCreate && row.status === 'created' && (
                  <DeleteButton path={EXAM_PATHS.bill(row.id)} name={row.billNo} />
                )}
                {mode !== 'payment' && mayApprove && row.status === 'created' && (
                  <button type="button" className="action-button primary" onClick={() => approve(row)}>
                    {t('approve')}
                  </button>
                )}
                {mode !== 'approval' && mayPay && row.status === 'approved' && (
                  <button type="button" className="action-button primary" onClick={() => setPaying(row)}>
                    {t('pay')}
                  </button>
                )}
              </div>
            ),
          },
        ]}
      />
      <CreateBillPart open={creating} onClose={() => setCreating(false)} onCreated={setViewing} />
      <PayBillPart bill={paying} onClose={() => setPaying(null)} />
      <BillViewPart bill={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
