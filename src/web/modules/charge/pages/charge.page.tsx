/**
 * /charges/:id: one charge with its office order (অফিস আদেশ), printed in Bangla through the print
 * helper; what was done under it (its audit rows), which the holder reads on return; and, for the
 * office admin, ending it early. Plain HTML: the dialog that ends it brings the UI kit when first
 * opened (components/charge-parts.tsx).
 */
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ChargeDetail } from '../../../../common/contracts/charge.contract';
import { nameOf } from '../../../../common/labels';
import { Fact, FactList } from '../../../components/fact-list';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { useLang } from '../../../lib/use-lang';
import { useCharge, useChargeActions } from '../charge.api';
import { ChargeEndPart } from '../components/charge-parts';
import { ChargeStateTag } from '../components/charge-tags';

const ORDER_ID = 'charge-order';
const daysOf = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
const CENTRED = { textAlign: 'center' } as const;

/** The office order as it is printed and sent: whose post, to whom, from when to when, by whose approval. */
function ChargeOrder({ charge }: { charge: ChargeDetail }) {
  const { t } = useTranslation('charge');
  const lang = useLang();
  const copies = [charge.acting, charge.holder, ...(charge.officeHead ? [charge.officeHead] : [])];
  return (
    <div id={ORDER_ID} className="print-document" data-testid="charge-order">
      <h4 style={{ ...CENTRED, fontSize: 20, margin: '0 0 8px' }}>
        {lang === 'en' ? charge.desk.officeEn : charge.desk.officeBn}
      </h4>
      <h5 style={{ ...CENTRED, fontSize: 16, margin: '0 0 12px', textDecoration: 'underline' }}>
        {t('orderTitle')}
      </h5>
      <div className="list-toolbar">
        <span>{t('orderMemo', { no: localDigits(charge.orderNo, lang) })}</span>
        <span>{t('orderDated', { date: formatDate(charge.orderDate, lang) })}</span>
      </div>
      <p style={{ marginTop: 16 }}>
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
      </p>
      {charge.reason && <p>{t('orderReason', { reason: charge.reason })}</p>}
      <p>{t('orderApproval')}</p>
      <p style={{ textAlign: 'right', marginTop: 40 }}>
        {nameOf(charge.givenBy, lang)}
        <br />
        {lang === 'en' ? charge.givenBy.roleEn : charge.givenBy.roleBn}
      </p>
      <p className="text-secondary">
        {t('orderCopies', { names: copies.map((person) => nameOf(person, lang)).join(', ') })}
      </p>
    </div>
  );
}

export default function ChargePage() {
  const { t } = useTranslation('charge');
  const lang = useLang();
  const [ending, setEnding] = useState(false);
  const id = Number(useParams().id);
  const charge = useCharge(id);
  const actions = useChargeActions(id);

  if (charge.isError)
    return (
      <p className="plain-note warning" role="alert" style={{ margin: 0 }}>
        {t('messages:error.notFound')}
      </p>
    );
  const data = charge.data;
  if (!data) return <Panel loading />;

  return (
    <div className="page-stack">
      <Panel
        title={t('charge')}
        extra={
          <div className="panel-actions" style={{ alignItems: 'center' }}>
            <Link to="/charges">{t('back')}</Link>
            {data.canEnd && (
              <button type="button" className="action-button danger-outline" onClick={() => setEnding(true)}>
                <StopOutlined />
                {t('endEarly')}
              </button>
            )}
            <button type="button" className="action-button" onClick={() => printElement(ORDER_ID)}>
              <PrinterOutlined />
              {t('print')}
            </button>
          </div>
        }
      >
        <FactList>
          <Fact label={t('state')}>
            <ChargeStateTag state={data.state} />
          </Fact>
          <Fact label={t('kind')}>{t(`kind_${data.kind}`)}</Fact>
          {data.leaveApplicationId && (
            <Fact label={t('fromLeave')}>#{localDigits(data.leaveApplicationId, lang)}</Fact>
          )}
        </FactList>
        <ChargeOrder charge={data} />
      </Panel>
      <ChargeEndPart
        open={ending}
        id={data.id}
        actingName={nameOf(data.acting, lang)}
        onClose={() => setEnding(false)}
      />
      <Panel title={t('doneUnder')}>
        {actions.data && actions.data.length > 0 ? (
          <ul className="plain-list">
            {actions.data.map((action) => (
              <li key={action.id}>
                {action.action} · {action.entity}{' '}
                {action.entityId ? `#${localDigits(action.entityId, lang)}` : ''} ·{' '}
                {formatDate(action.at, lang)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-secondary" style={{ margin: 0 }}>
            {actions.isLoading ? t('common:loading') : t('noneDone')}
          </p>
        )}
      </Panel>
    </div>
  );
}
