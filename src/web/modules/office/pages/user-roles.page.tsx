/**
 * /user-roles: the officers of an office, the post each holds, and their roles in the office:
 * office admin, office head, section admin, section head. The office admin switches them.
 */
import { Col, Input, Row, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeOfficer } from '../../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useOfficeMutation, useOfficers } from '../office.api';

const FLAGS = ['isOfficeAdmin', 'isOfficeHead', 'isSectionAdmin', 'isSectionHead'] as const;
type Flag = (typeof FLAGS)[number];

export default function UserRolesPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const { officeId, setOfficeId } = useWorkingOffice();
  const paging = usePaging();
  const [sectionId, setSectionId] = useState<number | null>(null);
  const officers = useOfficers(officeId, {
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search,
    sectionId,
  });
  const pagination = useTablePagination(paging, officers.data?.total, 'office:totalOfficers');
  const update = useOfficeMutation(officeApi.updateUserRole);
  const manage = officeId !== null && canManageOffice(subject, officeId);

  const toggle = async (officer: OfficeOfficer, flag: Flag, value: boolean) => {
    try {
      await update.mutateAsync({ id: officer.userRoleId, flags: { [flag]: value } });
      toast('success', t('updated'));
    } catch (error) {
      showError(error);
    }
  };

  const flagColumn = (flag: Flag) => ({
    title: t(flag),
    key: flag,
    render: (_: unknown, officer: OfficeOfficer) =>
      manage ? (
        <Switch
          size="small"
          checked={officer[flag]}
          disabled={flag.startsWith('isSection') && !officer.section}
          aria-label={`${t(flag)}: ${nameOf(officer, lang)}`}
          onChange={(value) => toggle(officer, flag, value)}
        />
      ) : (
        officer[flag] && <Tag color="green">{t('common:yes')}</Tag>
      ),
  });

  const columns: DataColumns<OfficeOfficer> = [
    {
      title: t('officer'),
      key: 'officer',
      render: (_, officer) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{nameOf(officer, lang)}</Typography.Text>
          <Typography.Text type="secondary">{officer.email}</Typography.Text>
          {officer.mobile && (
            <Typography.Text type="secondary">{localDigits(officer.mobile, lang)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('post'),
      key: 'post',
      render: (_, officer) => (
        <Space wrap size={4}>
          {nameOf(officer.role, lang)}
          {officer.section && <Tag>{nameOf(officer.section, lang)}</Tag>}
          {officer.isAdditionalCharge && <Tag>{t('common:additionalCharge')}</Tag>}
        </Space>
      ),
    },
    ...FLAGS.map(flagColumn),
  ];

  return (
    <Panel title={t('userRoles')}>
      <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            placeholder={t('searchOfficer')}
            aria-label={t('searchOfficer')}
            onSearch={paging.setSearch}
          />
        </Col>
        <Col xs={24} md={8}>
          <OptionSelect
            kind="sections"
            params={{ officeId }}
            enabled={officeId !== null}
            value={sectionId}
            onChange={(id) => {
              setSectionId(id);
              paging.reset();
            }}
            placeholder={t('section')}
          />
        </Col>
      </Row>
      <DataTable<OfficeOfficer>
        label={t('userRoles')}
        rowKey="userRoleId"
        columns={columns}
        dataSource={officers.data?.items}
        loading={officers.isFetching}
        locale={{ emptyText: t('common:noData') }}
        pagination={pagination}
        scroll={{ x: 800 }}
      />
    </Panel>
  );
}
