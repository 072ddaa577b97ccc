/**
 * Honorarium bills: every bill (exam-bills, where bills are made from assignments), the bills
 * waiting for approval (exam-bill-approval) and the approved ones to pay with the paid batches' bank
 * advice (exam-bill-payment). Each bill opens with its printable Bangla bill.
 */
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Modal, Select, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXAM_BILL_STATUSES,
  EXAM_PATHS,
  type ExamAssignment,
  type ExamBill,
  type ExamBillStatus,
  paymentInputSchema,
} from '../../../../common/contracts/exam.contract';
import { canApproveExamBills, canCreateExamBills, canPayExamBills } from '../../../../common/permissions';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { useConfirm } from '../../../lib/confirm';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useExamPage, useExamWrite } from '../exam.api';
import { BILL_PRINT_ID, BillPrint } from './bill-print';
import { DeleteButton } from './delete-button';
import { dateProps, ExamForm } from './exam-form';
import { ExamList } from './exam-list';
import { ExamSelect } from './exam-options';

const STATUS_COLOURS: Record<ExamBillStatus, string> = { created: 'blue', approved: 'orange', paid: 'green' };
const today = () => new Date().toISOString().slice(0, 10);

export function BillList({ mode }: { mode: 'all' | 'approval' | 'payment' }) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const subject = useSubject();
  const confirm = useConfirm();
  const write = useExamWrite();
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<ExamBill | null>(null);
  const [viewing, setViewing] = useState<ExamBill | null>(null);
  const [tab, setTab] = useState<'toPay' | 'paid'>('toPay');
  const [adviceDay, setAdviceDay] = useState<string | null>(null);
  const mayApprove = canApproveExamBills(subject);
  const mayPay = canPayExamBills(subject);
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
        filters={(values, set) => (
          <>
            <Col xs={24} md={8}>
              <ExamSelect
                kind="exams"
                allowClear
                aria-label={t('exam')}
                placeholder={t('allExams')}
                value={values.examId ? Number(values.examId) : undefined}
                onChange={(value) => set('examId', value)}
              />
            </Col>
            {mode === 'all' && (
              <Col xs={24} md={6}>
                <Select
                  allowClear
                  style={{ width: '100%' }}
                  aria-label={t('status')}
                  placeholder={t('allStatuses')}
                  value={values.status}
                  onChange={(value) => set('status', value)}
                  options={EXAM_BILL_STATUSES.map((value) => ({ value, label: t(`bill_${value}`) }))}
                />
              </Col>
            )}
            {mode === 'payment' && (
              <Col xs={24}>
                <Space wrap>
                  <Button type={tab === 'toPay' ? 'primary' : 'default'} onClick={() => setTab('toPay')}>
                    {t('toPay')}
                  </Button>
                  <Button type={tab === 'paid' ? 'primary' : 'default'} onClick={() => setTab('paid')}>
                    {t('paidList')}
                  </Button>
                  <DatePicker
                    aria-label={t('adviceDate')}
                    placeholder={t('adviceDate')}
                    format="DD/MM/YYYY"
                    onChange={(value) => setAdviceDay(value ? machineDate(value as Dayjs) : null)}
                  />
                  <Button disabled={!adviceDay} onClick={onAdvice}>
                    {t('bankAdvice')}
                  </Button>
                </Space>
              </Col>
            )}
          </>
        )}
        extra={
          mode === 'all' &&
          canCreateExamBills(subject) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('createBill')}
            </Button>
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
              <>
                {name(row.expert)}
                <br />
                <small>{row.expert.institution}</small>
              </>
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
                <Tag color={STATUS_COLOURS[row.status]}>{t(`bill_${row.status}`)}</Tag>
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
            width: 200,
            render: (_, row) => (
              <Space wrap>
                <Button size="small" icon={<PrinterOutlined />} onClick={() => setViewing(row)}>
                  {t('view')}
                </Button>
                {mode === 'all' && canCreateExamBills(subject) && row.status === 'created' && (
                  <DeleteButton path={EXAM_PATHS.bill(row.id)} name={row.billNo} />
                )}
                {mode !== 'payment' && mayApprove && row.status === 'created' && (
                  <Button size="small" type="primary" onClick={() => approve(row)}>
                    {t('approve')}
                  </Button>
                )}
                {mode !== 'approval' && mayPay && row.status === 'approved' && (
                  <Button size="small" type="primary" onClick={() => setPaying(row)}>
                    {t('pay')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <CreateBill open={creating} onClose={() => setCreating(false)} onCreated={setViewing} />
      <ExamForm<Record<string, unknown>>
        open={paying !== null}
        title={t('payTitle')}
        method="post"
        path={paying ? EXAM_PATHS.billPay(paying.id) : ''}
        initial={{ paidOn: today() }}
        okText={t('pay')}
        onClose={() => setPaying(null)}
        onSaved={() => toast('success', t('paid'))}
      >
        {() => (
          <>
            {paying && (
              <p>
                {localDigits(paying.billNo, lang)} · {name(paying.expert)} · {t('net')}: ৳{money(paying.net)}
                <br />
                {lang === 'en' ? paying.bank.bankNameEn : paying.bank.bankNameBn} · {t('routingNo')}:{' '}
                {localDigits(paying.bank.routingNo, lang)} · {t('accountNo')}:{' '}
                {localDigits(paying.accountNo, lang)}
              </p>
            )}
            <Form.Item
              name="paymentRef"
              label={t('paymentRef')}
              rules={[zodRule(paymentInputSchema.shape.paymentRef)]}
              required
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name="paidOn"
              label={t('paidOn')}
              rules={[zodRule(paymentInputSchema.shape.paidOn)]}
              required
              {...dateProps}
            >
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </>
        )}
      </ExamForm>
      <Modal
        open={viewing !== null}
        title={viewing ? localDigits(viewing.billNo, lang) : ''}
        width={860}
        okText={t('print')}
        cancelText={t('common:cancel')}
        onOk={() => printElement(BILL_PRINT_ID)}
        onCancel={() => setViewing(null)}
      >
        {viewing && <BillPrint bill={viewing} />}
      </Modal>
    </>
  );
}

/** Making a bill: one of the assignments not billed yet; the amounts follow from the rates. */
function CreateBill({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (bill: ExamBill) => void;
}) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const [search, setSearch] = useState('');
  const choices = useExamPage<ExamAssignment>(
    EXAM_PATHS.assignments,
    { unbilled: 'true', search, pageSize: 50 },
    open,
  );
  const options = (choices.data?.items ?? []).map((row) => ({
    value: row.id,
    label: `${lang === 'en' ? row.expert.nameEn : row.expert.nameBn} — ${lang === 'en' ? row.exam.nameEn : row.exam.nameBn} (৳${formatNumber(row.gross, lang)})`,
  }));
  return (
    <ExamForm<Record<string, unknown>>
      open={open}
      title={t('createBill')}
      method="post"
      path={EXAM_PATHS.bills}
      okText={t('createBill')}
      onClose={onClose}
      onSaved={(bill) => onCreated(bill as ExamBill)}
    >
      {() => (
        <Form.Item
          name="assignmentId"
          label={t('assignment')}
          rules={[{ required: true, message: t('messages:validation.exam.assignmentRequired') }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={choices.isFetching}
            options={options}
          />
        </Form.Item>
      )}
    </ExamForm>
  );
}
