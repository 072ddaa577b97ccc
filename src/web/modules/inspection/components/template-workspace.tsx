/**
 * Templates of one kind: the list (searched, paged) and the editor of the one chosen, or of a new
 * one. The versions a template has had are listed with it.
 */
import { Button, Col, Empty, Input, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateKind, TemplateSummary } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useTemplate, useTemplates } from '../inspection.api';
import { TemplateEditor } from './template-editor';

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
  const list = useTemplates({ kind, page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const [chosen, setChosen] = useState<number | null>(null);
  const [creating, setCreating] = useState(startNew);
  const template = useTemplate(chosen);

  const columns: DataColumns<TemplateSummary> = [
    {
      title: t('templateName'),
      key: 'name',
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
          onClick={() => {
            setChosen(row.id);
            setCreating(false);
          }}
        >
          {nameOf(row, lang)}
        </Button>
      ),
    },
    { title: t('version'), key: 'version', width: 90, render: (_, row) => localDigits(row.version, lang) },
    { title: t('items'), key: 'items', width: 90, render: (_, row) => localDigits(row.itemCount, lang) },
    { title: t('updated'), key: 'updated', width: 130, render: (_, row) => formatDate(row.updatedAt, lang) },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Panel
          title={title}
          extra={
            <Button
              type="primary"
              onClick={() => {
                setCreating(true);
                setChosen(null);
              }}
            >
              {t('newTemplate')}
            </Button>
          }
        >
          <Input.Search
            allowClear
            placeholder={t('searchTemplate')}
            aria-label={t('searchTemplate')}
            onSearch={(value) => paging.setSearch(value.trim())}
            style={{ marginBottom: 12 }}
          />
          <DataTable
            label={title}
            rowKey="id"
            columns={columns}
            dataSource={list.data?.items}
            loading={list.isFetching}
            pagination={pagination}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyTemplates')} />,
            }}
            scroll={{ x: 480 }}
          />
        </Panel>
      </Col>
      <Col xs={24} xl={14}>
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
            <TemplateEditor kind={kind} onSaved={(saved) => setChosen(saved.id)} />
          ) : template.data ? (
            <>
              <TemplateEditor kind={kind} template={template.data} />
              <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
                {t('versionsNote')}{' '}
                {template.data.versions
                  .map(
                    (version) =>
                      `${localDigits(version.version, lang)} (${formatDate(version.createdAt, lang)})`,
                  )
                  .join(', ')}
              </Typography.Paragraph>
            </>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chooseTemplateHint')} />
          )}
        </Panel>
      </Col>
    </Row>
  );
}
