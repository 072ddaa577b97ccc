/**
 * /userskills (SPEC.md §2, §6): an office admin sees the skills of the active office's officers,
 * searched in Bangla or English and filtered by skill area and level, with an Excel download;
 * everyone else sees the own skills, with a way to the profile's skills tab. The search and filters
 * live in the address; the list is plain HTML (the skills are added in the profile's tab).
 */
import { EditOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SkillLevel, UserSkillRow } from '../../../../common/contracts/profile-sections.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Panel } from '../../../components/panel';
import { Tag, type TagTone } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { skillsExportPath, useSkillAreas, useUserSkills } from '../skills.api';

const LEVEL_TONES: Record<SkillLevel, TagTone> = {
  beginner: 'info',
  intermediate: 'warning',
  expert: 'success',
};
/**
 * Every level, in order: the record above names each one (its type says so), and the contract's
 * SKILL_LEVELS would bring the validator along.
 */
const LEVELS = Object.keys(LEVEL_TONES) as SkillLevel[];

export default function UserSkillsPage() {
  const { t } = useTranslation('skills');
  const lang = useLang();
  const paging = usePaging();
  const { filters: address, setFilter } = useFilterParams(['search', 'skillAreaId', 'level'], paging.reset);
  const search = address.search;
  const skillAreaId = Number(address.skillAreaId) || undefined;
  const level = LEVELS.find((item) => item === address.level);
  const areas = useSkillAreas();
  const filters = { search, skillAreaId, level };
  const list = useUserSkills({ page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'skills:totalItems');
  const office = list.data?.scope === 'office';

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
        row.level ? <Tag tone={LEVEL_TONES[row.level]}>{t(row.level)}</Tag> : t('levelNotGiven'),
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
        <div className="panel-actions">
          {!office && (
            <Link to="/profile/skills" className="action-button">
              <EditOutlined />
              {t('editOwn')}
            </Link>
          )}
          <ExcelButton path={skillsExportPath(filters)} file="skills" label={t('exportExcel')} />
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('search')}
          onSearch={(value) => setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('skillArea')}
          all={t('allAreas')}
          value={skillAreaId}
          options={(areas.data ?? []).map((area) => ({ value: area.id, label: nameOf(area, lang) }))}
          onChange={(value) => setFilter('skillAreaId', value)}
        />
        <ChoiceFilter
          label={t('level')}
          all={t('allLevels')}
          value={level}
          options={LEVELS.map((item) => ({ value: item, label: t(item) }))}
          onChange={(value) => setFilter('level', value)}
        />
      </div>
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
