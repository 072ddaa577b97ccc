/**
 * /charges/:id: one charge with its office order (অফিস আদেশ), printed in Bangla through the print
 * helper; what was done under it (its audit rows), which the holder reads on return; and, for the
 * office admin, ending it early.
 */
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Form, Input, List, Modal, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ChargeDetail } from '../../../../common/contracts/charge.contract';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useCharge, useChargeActions, useEndCharge } from '../charge.api';
import { ChargeStateTag } from '../components/charge-tags';

const ORDER_ID = 'charge-order';
const daysOf = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The office order as it is printed and sent: whose post, to whom, from when to when, by whose approval. */
function ChargeOrder({ charge }: { charge: ChargeDetail }) {
  const { t } = useTranslation('charge');
  const lang = useLang();
  const copies = [charge.acting, charge.holder, ...(charge.officeHead ? [charge.officeHead] : [])];
  return (
    <div id={ORDER_ID} className="print-document" data-testid="charge-order">
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {lang === 'en' ? charge.desk.officeEn : charge.desk.officeBn}
      </Typography.Title>
      <Typography.Title level={5} style={{ textAlign: 'center', textDecoration: 'underline' }}>
        {t('orderTitle')}
      </Typography.Title>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text>{t('orderMemo', { no: localDigits(charge.orderNo, lang) })}</Typography.Text>
        <Typography.Text>{t('orderDated', { date: formatDate(charge.orderDate, lang) })}</Typography.Text>
      </Space>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {t('orderBody', {
          holder: nameOf(charge.holder, lang),
          desk: lang === 'en' ? charge.desk.roleEn : charge.desk.roleBn,
          office: lang === 'en' ? charge.desk.officeEn : charge.desk.officeBn,
          from: formatDate(charge.fromDate, lang),
          to: formatDate(charge.toDate, lang),
          days: localDigits(daysOf(charge.fromDate, charge.toDate), lang),
          kind: t(`kind_${charge.kind}`),
          acting: nameOf(charge.acting, lang),
        })}
      </Typography.Paragraph>
      {charge.reason && (
        <Typography.Paragraph>{t('orderReason', { reason: charge.reason })}</Typography.Paragraph>
      )}
      <Typography.Paragraph>{t('orderApproval')}</Typography.Paragraph>
      <Typography.Paragraph style={{ textAlign: 'right', marginTop: 40 }}>
        {nameOf(charge.givenBy, lang)}
        <br />
        {lang === 'en' ? charge.givenBy.roleEn : charge.givenBy.roleBn}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('orderCopies', { names: copies.map((person) => nameOf(person, lang)).join(', ') })}
      </Typography.Paragraph>
    </div>
  );
}

export default function ChargePage() {
  const { t } = useTranslation('charge');
  const lang = useLang();
  const [ending, setEnding] = useState(false);
  const [endNote, setEndNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const id = Number(useParams().id);
  const charge = useCharge(id);
  const actions = useChargeActions(id);
  const end = useEndCharge();

  if (charge.isError) return <Result status="404" title={t('messages:error.notFound')} />;
  const data = charge.data;
  if (!data) return <Panel loading />;

  const onEnd = async () => {
    const note = endNote.trim();
    if (!note) {
      setNoteError(t('messages:validation.charge.endNoteRequired'));
      return;
    }
    try {
      await end.mutateAsync({ id: data.id, note });
      toast('success', t('ended'));
      setEnding(false);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Panel
        title={t('charge')}
        extra={
          <Space wrap>
            <Link to="/charges">{t('back')}</Link>
            {data.canEnd && (
              <Button danger icon={<StopOutlined />} onClick={() => setEnding(true)}>
                {t('endEarly')}
              </Button>
            )}
            <Button icon={<PrinterOutlined />} onClick={() => printElement(ORDER_ID)}>
              {t('print')}
            </Button>
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('state')}>
            <ChargeStateTag state={data.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t('kind')}>{t(`kind_${data.kind}`)}</Descriptions.Item>
          {data.leaveApplicationId && (
            <Descriptions.Item label={t('fromLeave')}>
              #{localDigits(data.leaveApplicationId, lang)}
            </Descriptions.Item>
          )}
        </Descriptions>
        <ChargeOrder charge={data} />
      </Panel>
      <Modal
        open={ending}
        title={t('confirmEnd', { name: nameOf(data.acting, lang) })}
        okText={t('endEarly')}
        okButtonProps={{ danger: true, loading: end.isPending }}
        cancelText={t('cancel')}
        onOk={onEnd}
        onCancel={() => setEnding(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label={t('endNote')}
            required
            validateStatus={noteError ? 'error' : undefined}
            help={noteError}
          >
            <Input.TextArea
              aria-label={t('endNote')}
              rows={2}
              maxLength={500}
              value={endNote}
              onChange={(event) => {
                setEndNote(event.target.value);
                setNoteError(undefined);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Panel title={t('doneUnder')}>
        <List
          size="small"
          dataSource={actions.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noneDone')} /> }}
          renderItem={(action) => (
            <List.Item>
              <Typography.Text>
                {action.action} · {action.entity}{' '}
                {action.entityId ? `#${localDigits(action.entityId, lang)}` : ''} ·{' '}
                {formatDate(action.at, lang)}
              </Typography.Text>
            </List.Item>
          )}
        />
      </Panel>
    </Space>
  );
}
