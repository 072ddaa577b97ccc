/**
 * visit-feedback-progress/{officeString?} (and /visit-feedback-progress): how the recommendations
 * of an office (the caller's by default) and of each office under it stand, rolled up the office
 * tree (an office's row counts every office below it; a row opens that office's own progress);
 * and the recommendations themselves, paged, filtered and exported, each opening its updates.
 * Plain HTML; a recommendation's drawer brings the UI kit when first opened.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { FeedbackRow } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { RecommendationList } from '../components/recommendation-list';
import { useFeedback } from '../inspection.api';

export default function VisitFeedbackProgressPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const { officeString } = useParams();
  const officeId = /^\d{1,9}$/.test(officeString ?? '') ? Number(officeString) : undefined;
  const feedback = useFeedback(officeId);
  const count = (value: number) => localDigits(value, lang);
  const columns: DataColumns<FeedbackRow> = [
    {
      title: t('office'),
      key: 'office',
      width: 240,
      render: (_, row) => (
        <Link to={`/inspection-mgt/visit-feedback-progress/${row.office.id}`}>
          {nameOf(row.office, lang)}
        </Link>
      ),
    },
    { title: t('total'), key: 'total', width: 80, render: (_, row) => count(row.total) },
    { title: t('rec_open'), key: 'open', width: 80, render: (_, row) => count(row.open) },
    { title: t('rec_in_progress'), key: 'ip', width: 110, render: (_, row) => count(row.inProgress) },
    { title: t('rec_implemented'), key: 'impl', width: 120, render: (_, row) => count(row.implemented) },
    { title: t('rec_closed'), key: 'closed', width: 90, render: (_, row) => count(row.closed) },
    { title: t('overdue'), key: 'overdue', width: 90, render: (_, row) => count(row.overdue) },
  ];
  return (
    <div className="page-stack">
      <Panel title={t('visitFeedbackProgress')}>
        <DataTable
          label={t('visitFeedbackProgress')}
          rowKey={(row) => row.office.id}
          columns={columns}
          dataSource={feedback.data}
          loading={feedback.isFetching}
          pagination={false}
          locale={{ emptyText: t('emptyRecommendations') }}
          scroll={{ x: 810 }}
        />
      </Panel>
      <Panel title={t('recommendations')}>
        {/* Another office's recommendations start on their first page. */}
        <RecommendationList key={officeId ?? 0} officeId={officeId} />
      </Panel>
    </div>
  );
}
