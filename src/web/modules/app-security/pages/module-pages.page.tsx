/**
 * /app-security/module-pages: every page of the app by module, with the actions whose grant its API
 * honours and how many access roles grant something on it. The module filter lives in the address.
 */
import { Checkbox, Col, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AppPageRow } from '../../../../common/contracts/app-security.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useAppModules, useAppPages } from '../app-security.api';
import { RegistrySync } from '../components/registry-sync';

export default function ModulePagesPage() {
  const { t } = useTranslation('app-security');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const moduleKey = params.get('module') ?? undefined;
  const grantable = params.get('grantable') === 'yes' ? 'yes' : undefined;
  const paging = usePaging(50);
  const modules = useAppModules({ pageSize: 100 });
  const list = useAppPages({
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search,
    moduleKey,
    grantable,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'app-security:totalPages');
  const setFilter = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    paging.reset();
  };
  const columns: DataColumns<AppPageRow> = [
    {
      title: t('page'),
      key: 'title',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{lang === 'en' ? row.titleEn : row.titleBn}</span>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
            {row.path}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('moduleName'),
      key: 'module',
      render: (_, row) => (lang === 'en' ? row.moduleNameEn : row.moduleNameBn),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, row) =>
        row.actions.length === 0 ? (
          <Typography.Text type="secondary">{t('noActions')}</Typography.Text>
        ) : (
          <Space wrap size={4}>
            {row.actions.map((action) => (
              <Tag key={action} color="blue">
                {t(`action.${action}`)}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t('rolesGranting'),
      key: 'roles',
      render: (_, row) => localDigits(String(row.accessRoles), lang),
    },
    {
      title: t('state'),
      key: 'state',
      render: (_, row) => (row.active ? <Tag color="green">{t('active')}</Tag> : <Tag>{t('inactive')}</Tag>),
    },
  ];
  return (
    <Panel title={t('modulePages')}>
      <RegistrySync />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            aria-label={t('searchPages')}
            placeholder={t('searchPages')}
            onSearch={paging.setSearch}
          />
        </Col>
        <Col xs={24} md={8}>
          <Select
            allowClear
            aria-label={t('moduleName')}
            placeholder={t('allModules')}
            style={{ width: '100%' }}
            value={moduleKey}
            onChange={(value?: string) => setFilter('module', value)}
            options={(modules.data?.items ?? []).map((item) => ({
              value: item.key,
              label: lang === 'en' ? item.nameEn : item.nameBn,
            }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <Checkbox
            checked={grantable === 'yes'}
            onChange={(event) => setFilter('grantable', event.target.checked ? 'yes' : undefined)}
          >
            {t('onlyGrantable')}
          </Checkbox>
        </Col>
      </Row>
      <DataTable
        label={t('modulePages')}
        rowKey="path"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
      />
    </Panel>
  );
}
