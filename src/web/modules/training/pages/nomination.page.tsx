/**
 * training-nomination-internal: an admin picks an internal batch and an office, nominates named
 * officers of it against the office's quota (409 with its message when full), and prints the
 * office's nomination memo in Bangla.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { BatchSelect } from '../components/batch-select';
import { MemoPrint } from '../components/memo-print';
import { useBatch, useMemo, useNominate, useOfficerOptions } from '../training.api';

export default function NominationPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const [batchId, setBatchId] = useState<number>();
  const [officeId, setOfficeId] = useState<number | null>(null);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const { debounced, setSearch } = useDebouncedSearch();
  const batch = useBatch(batchId ?? null);
  const officers = useOfficerOptions(
    { officeId: officeId ?? undefined, search: debounced || undefined },
    officeId !== null,
  );
  const memo = useMemo(batchId ?? null, officeId);
  const nominate = useNominate();
  const quota = batch.data?.quotas.find((item) => item.office.id === officeId);
  return (
    <Panel title={t('trainingNominationInternal')}>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <BatchSelect kind="internal" status="open" value={batchId} onChange={setBatchId} />
        </Col>
        <Col xs={24} md={12}>
          <OptionSelect
            kind="offices"
            aria-label={t('chooseOffice')}
            placeholder={t('chooseOffice')}
            value={officeId}
            onChange={(value) => {
              setOfficeId(value);
              setUserIds([]);
            }}
          />
        </Col>
        <Col xs={24}>
          {quota && (
            <p>
              {t('quota')}: {localDigits(quota.quota, lang)}, {t('used')}: {localDigits(quota.used, lang)}
            </p>
          )}
          <Select
            mode="multiple"
            style={{ width: '100%' }}
            aria-label={t('chooseOfficers')}
            placeholder={t('chooseOfficers')}
            disabled={officeId === null}
            filterOption={false}
            onSearch={setSearch}
            value={userIds}
            onChange={setUserIds}
            options={(officers.data ?? []).map((item) => ({
              value: item.userId,
              label: `${lang === 'bn' ? item.nameBn : item.nameEn}, ${item.designation ?? ''}`,
            }))}
          />
        </Col>
        <Col xs={24}>
          <Input
            aria-label={t('comment')}
            placeholder={t('comment')}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Col>
        <Col xs={24}>
          <Space wrap>
            <Button
              type="primary"
              disabled={!batchId || userIds.length === 0}
              loading={nominate.isPending}
              onClick={() =>
                batchId &&
                nominate.mutate(
                  { id: batchId, userIds, note: note.trim() || undefined },
                  {
                    onSuccess: () => {
                      toast('success', t('nominated'));
                      setUserIds([]);
                    },
                    onError: (error) => showError(error),
                  },
                )
              }
            >
              {t('nominate')}
            </Button>
            <Button
              icon={<PrinterOutlined />}
              disabled={!memo.data}
              onClick={() => memo.data && printElement(`memo-${memo.data.batch.id}-${memo.data.office.id}`)}
            >
              {t('memo')}
            </Button>
          </Space>
        </Col>
      </Row>
      <div style={{ marginTop: 24, overflowX: 'auto' }}>
        {memo.data && memo.data.nominees.length > 0 ? (
          <MemoPrint memo={memo.data} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chooseBatch')} />
        )}
      </div>
    </Panel>
  );
}
