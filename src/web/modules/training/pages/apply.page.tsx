/** training-application-internal: the batches taking applications now, each applied to with one click. */
import { Button, Empty, Input, List, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchSummary } from '../../../../common/contracts/training.contract';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useApply, useBatches, useMyTrainings } from '../training.api';

export default function ApplyPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const paging = usePaging();
  const { debounced, setSearch } = useDebouncedSearch();
  const list = useBatches({
    open: 'true',
    search: debounced || undefined,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const mine = useMyTrainings();
  const apply = useApply();
  const [reason, setReason] = useState('');
  const entered = new Map((mine.data?.applications ?? []).map((row) => [row.batch.id, row.status]));
  const name = (named: { nameBn: string; nameEn: string }) => (lang === 'bn' ? named.nameBn : named.nameEn);
  return (
    <Panel title={t('openBatches')}>
      <Space wrap style={{ marginBottom: 16, width: '100%' }}>
        <Input.Search
          allowClear
          aria-label={t('searchPlaceholder')}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Input
          aria-label={t('reason')}
          placeholder={t('reason')}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Space>
      <List<BatchSummary>
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyBatches')} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: paging.onChange,
        }}
        renderItem={(batch) => {
          const status = entered.get(batch.id);
          return (
            <List.Item
              actions={[
                status ? (
                  <Tag key="status" color="blue">
                    {t(`entry_${status}`)}
                  </Tag>
                ) : (
                  <Button
                    key="apply"
                    type="primary"
                    loading={apply.isPending && apply.variables?.id === batch.id}
                    aria-label={`${t('apply')}: ${batch.nameBn}`}
                    onClick={() =>
                      apply.mutate(
                        { id: batch.id, reason: reason.trim() || undefined },
                        {
                          onSuccess: () => toast('success', t('applied')),
                          onError: (error) => showError(error),
                        },
                      )
                    }
                  >
                    {t('apply')}
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={`${name(batch.title)} · ${batch.nameBn}`}
                description={
                  <>
                    {name(batch.provider)}; {localDigits(batch.startDate, lang)} –{' '}
                    {localDigits(batch.endDate, lang)}; {batch.venue}; {t(`kind_${batch.kind}`)}; {t('seats')}{' '}
                    {localDigits(batch.seats, lang)}
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
    </Panel>
  );
}
