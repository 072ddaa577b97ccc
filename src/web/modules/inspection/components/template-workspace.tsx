/**
 * Templates of one kind: the list (searched, paged) and the editor of the one chosen, or of a new
 * one. The versions a template has had are listed with it. The list is plain HTML, its search in the
 * address; the editor is drawn with the UI kit and comes with it once the screen shows
 * (inspection-parts.tsx).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '../../../../common/contracts/inspection.contract';
import type { TemplateKind } from '../../../../common/contracts/inspection.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useTemplate, useTemplates } from '../inspection.api';
import { TemplateEditorPart } from './inspection-parts';

export function TemplateWorkspace({
  kind,
  title,
  startNew,
}: {
  kind: TemplateKind;
  title: string;
  startNew: boolean;
}) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const paging = usePaging(10);
  const { filters, setFilter } = useFilterParams(['search'], paging.reset);
  const { search } = filters;
  const list = useTemplates({ kind, page: paging.page, pageSize: paging.pageSize, search });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const [chosen, setChosen] = useState<number | null>(null);
  const [creating, setCreating] = useState(startNew);
  const template = useTemplate(chosen);

  const columns: DataColumns<TemplateSummary> = [
    {
      title: t('templateName'),
      key: 'name',
      render: (_, row) => (
        <button
          type="button"
          className="link-button"
          style={{ textAlign: 'start', overflowWrap: 'anywhere' }}
          onClick={() => {
            setChosen(row.id);
            setCreating(false);
          }}
        >
          {nameOf(row, lang)}
        </button>
      ),
    },
    { title: t('version'), key: 'version', width: 90, render: (_, row) => localDigits(row.version, lang) },
    { title: t('items'), key: 'items', width: 90, render: (_, row) => localDigits(row.itemCount, lang) },
    { title: t('updated'), key: 'updated', width: 130, render: (_, row) => formatDate(row.updatedAt, lang) },
  ];

  return (
    <div className="split-panels">
      <Panel
        title={title}
        extra={
          <button
            type="button"
            className="action-button primary"
            onClick={() => {
              setCreating(true);
              setChosen(null);
            }}
          >
            {t('newTemplate')}
          </button>
        }
      >
        <div className="filter-row">
          <SearchBox
            key={search ?? ''}
            initial={search}
            placeholder={t('searchTemplate')}
            onSearch={(value) => setFilter('search', value)}
          />
        </div>
        <DataTable
          label={title}
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          pagination={pagination}
          locale={{ emptyText: t('emptyTemplates') }}
          scroll={{ x: 480 }}
        />
      </Panel>
      <Panel
        title={
          creating ? t('newTemplate') : template.data ? nameOf(template.data, lang) : t('chooseTemplate')
        }
        extra={
          template.data &&
          !creating && <Tag>{t('versionNo', { no: localDigits(template.data.version, lang) })}</Tag>
        }
      >
        {creating ? (
          <TemplateEditorPart kind={kind} onSaved={(saved) => setChosen(saved.id)} />
        ) : template.data ? (
          <>
            <TemplateEditorPart kind={kind} template={template.data} />
            <p className="text-secondary" style={{ marginTop: 16 }}>
              {t('versionsNote')}{' '}
              {template.data.versions
                .map(
                  (version) =>
                    `${localDigits(version.version, lang)} (${formatDate(version.createdAt, lang)})`,
                )
                .join(', ')}
            </p>
          </>
        ) : (
          <p className="record-empty">{t('chooseTemplateHint')}</p>
        )}
      </Panel>
    </div>
  );
}
