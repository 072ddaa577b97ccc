/**
 * The honorarium bill's two forms: making a bill of an assignment not billed yet (the amounts follow
 * from the rates), and recording its payment to the expert's bank account.
 */
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXAM_PATHS,
  type ExamAssignment,
  type ExamBill,
  paymentInputSchema,
} from '../../../../common/contracts/exam.contract';
import { DatePicker } from '../../../components/date-picker';
import { zodRule } from '../../../lib/form-rules';
import { formatNumber, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useExamPage } from '../exam.api';
import { dateProps, ExamForm } from './exam-form';

const today = () => new Date().toISOString().slice(0, 10);

export function CreateBillForm({
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

/** `bill`: the approved bill to pay, or null while closed. */
export function PayBillForm({ bill, onClose }: { bill: ExamBill | null; onClose: () => void }) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const name = (row: { nameBn: string; nameEn: string }) => (lang === 'en' ? row.nameEn : row.nameBn);
  return (
    <ExamForm<Record<string, unknown>>
      open={bill !== null}
      title={t('payTitle')}
      method="post"
      path={bill ? EXAM_PATHS.billPay(bill.id) : ''}
      initial={{ paidOn: today() }}
      okText={t('pay')}
      onClose={onClose}
      onSaved={() => toast('success', t('paid'))}
    >
      {() => (
        <>
          {bill && (
            <p>
              {localDigits(bill.billNo, lang)} · {name(bill.expert)} · {t('net')}: ৳
              {formatNumber(bill.net, lang)}
              <br />
              {lang === 'en' ? bill.bank.bankNameEn : bill.bank.bankNameBn} · {t('routingNo')}:{' '}
              {localDigits(bill.bank.routingNo, lang)} · {t('accountNo')}: {localDigits(bill.accountNo, lang)}
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
  );
}
