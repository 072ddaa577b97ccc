/**
 * /userskills (SPEC.md §2, §6): an office admin sees the skills of the active office's officers,
 * searched in Bangla or English and filtered by skill area and level, with an Excel download;
 * everyone else sees the own skills, with a way to the profile's skills tab.
 */
import { EditOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  SKILL_LEVELS,
  type SkillLevel,
  type UserSkillRow,
} from '../../../../common/contracts/profile-sections.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { skillsExportPath, useSkillAreas, useUserSkills } from '../skills.api';

const LEVEL_COLOURS: Record<SkillLevel, string> = { beginner: 'blue', intermediate: 'gold', expert: 'green' };

export default function UserSkillsPage() {
  const { t } = useTranslation('skills');
  const lang = useLang();
  const navigate = useNavigate();
  const paging = usePaging();
  const [skillAreaId, setSkillAreaId] = useState<number | undefined>();
  const [level, setLevel] = useState<SkillLevel | undefined>();
  const [exporting, setExporting] = useState(false);
  const areas = useSkillAreas();
  const filters = { search: paging.search, skillAreaId, level };
  const list = useUserSkills({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'skills:totalItems');
  const office = list.data?.scope === 'office';

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(skillsExportPath(filters), `skills-${dayjs().format('YYYY-MM-DD')}.xlsx`);
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumns<UserSkillRow> = [
    ...(office
      ? [
          {
            key: 'officer',
            title: t('officer'),
            render: (_: unknown, row: UserSkillRow) => nameOf(row, lang),
          },
        ]
      : []),
    { key: 'area', title: t('skillArea'), render: (_, row) => nameOf(row.skillArea, lang) },
    { key: 'skill', title: t('skill'), dataIndex: 'skill' },
    {
      key: 'level',
      title: t('level'),
      render: (_, row) =>
        row.level ? <Tag color={LEVEL_COLOURS[row.level]}>{t(row.level)}</Tag> : t('levelNotGiven'),
    },
    {
      key: 'years',
      title: t('years'),
      render: (_, row) => (row.years === null ? '—' : localDigits(row.years, lang)),
    },
  ];

  const title = office ? t('officeSkills') : t('ownSkills');
  return (
    <Panel
      title={title}
      extra={
        <Flex wrap gap={8}>
          {!office && (
            <Button icon={<EditOutlined />} onClick={() => navigate('/profile/skills')}>
              {t('editOwn')}
            </Button>
          )}
          <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
            {t('exportExcel')}
          </Button>
        </Flex>
      }
    >
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('search')}
          aria-label={t('search')}
          onSearch={(value) => paging.setSearch(value.trim())}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Select
          allowClear
          aria-label={t('skillArea')}
          placeholder={t('allAreas')}
          value={skillAreaId}
          onChange={(value) => {
            setSkillAreaId(value);
            paging.reset();
          }}
          loading={areas.isLoading}
          options={areas.data?.map((area) => ({ value: area.id, label: nameOf(area, lang) }))}
          style={{ flex: '1 1 200px', maxWidth: 300 }}
        />
        <Select
          allowClear
          aria-label={t('level')}
          placeholder={t('allLevels')}
          value={level}
          onChange={(value) => {
            setLevel(value);
            paging.reset();
          }}
          options={SKILL_LEVELS.map((item) => ({ value: item, label: t(item) }))}
          style={{ flex: '1 1 140px', maxWidth: 200 }}
        />
      </Flex>
      <DataTable<UserSkillRow>
        label={title}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: office ? t('emptyOffice') : t('emptyOwn') }}
        pagination={pagination}
      />
    </Panel>
  );
}
