/**
 * training-nomination-internal: an admin picks an internal batch and an office, nominates named
 * officers of it against the office's quota (409 with its message when full), and prints the
 * office's nomination memo in Bangla. The screen is plain HTML; the nomination form (a choice of
 * several officers) brings the UI kit once an office is chosen (components/training-parts.tsx).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { useLang } from '../../../lib/use-lang';
import { BatchSelect } from '../components/batch-select';
import { MemoPrint } from '../components/memo-print';
import { NominationFormPart } from '../components/training-parts';
import { useBatch, useMemo as useNominationMemo } from '../training.api';

export default function NominationPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const [batchId, setBatchId] = useState<number>();
  const [officeId, setOfficeId] = useState<number | null>(null);
  const batch = useBatch(batchId ?? null);
  const memo = useNominationMemo(batchId ?? null, officeId);
  const quota = batch.data?.quotas.find((item) => item.office.id === officeId);
  return (
    <Panel
      title={t('training-internal:trainingNominationInternal')}
      extra={
        <button
          type="button"
          className="action-button"
          disabled={!memo.data}
          onClick={() => memo.data && printElement(`memo-${memo.data.batch.id}-${memo.data.office.id}`)}
        >
          <PrinterOutlined />
          {t('memo')}
        </button>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <BatchSelect kind="internal" status="open" value={batchId} onChange={setBatchId} />
        <OptionSelect
          kind="offices"
          aria-label={t('chooseOffice')}
          placeholder={t('chooseOffice')}
          value={officeId}
          onChange={(value) => setOfficeId(value)}
        />
      </div>
      {quota && (
        <p>
          {t('quota')}: {localDigits(quota.quota, lang)}, {t('used')}: {localDigits(quota.used, lang)}
        </p>
      )}
      {/* Another office starts a new choice of officers. */}
      <NominationFormPart key={officeId ?? 'none'} batchId={batchId} officeId={officeId} />
      <div style={{ marginTop: 24, overflowX: 'auto' }}>
        {memo.data && memo.data.nominees.length > 0 ? (
          <MemoPrint memo={memo.data} />
        ) : (
          <p className="record-empty">{t('chooseBatch')}</p>
        )}
      </div>
    </Panel>
  );
}
