/**
 * /office-setup/office-sections: the sections (branches) of an office, with their posts filled and
 * empty. Plain HTML; the section dialog brings the UI kit when first opened (office-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Section } from '../../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { RowActions } from '../../../components/row-actions';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { SectionFormPart } from '../components/office-parts';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useOfficeMutation, useSections } from '../office.api';

interface SectionValues {
  nameBn: string;
  nameEn: string;
}

export default function OfficeSectionsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const { officeId, setOfficeId } = useWorkingOffice();
  const paging = usePaging();
  const sections = useSections(officeId, {
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search,
  });
  const pagination = useTablePagination(paging, sections.data?.total, 'office:totalSections');
  const save = useOfficeMutation(officeApi.saveSection);
  const remove = useOfficeMutation(officeApi.deleteSection);
  const [editing, setEditing] = useState<Section | 'new' | null>(null);
  const manage = officeId !== null && canManageOffice(subject, officeId);

  const onSave = async (values: SectionValues) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    await save.mutateAsync({ id, ...values, ...(id === null && { officeId }) });
    toast('success', t(id === null ? 'saved' : 'updated'));
  };

  const columns: DataColumns<Section> = [
    { title: t('nameBn'), dataIndex: 'nameBn' },
    { title: t('nameEn'), dataIndex: 'nameEn' },
    {
      title: t('posts'),
      key: 'posts',
      render: (_, section) =>
        t('postCounts', {
          total: localDigits(section.postCount, lang),
          filled: localDigits(section.filledCount, lang),
          empty: localDigits(section.postCount - section.filledCount, lang),
        }),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, section) => {
        const organogram = (
          <Link to={`/office-setup/office-structure?officeId=${section.officeId}`}>{t('organogram')}</Link>
        );
        return manage ? (
          <RowActions
            name={nameOf(section, lang)}
            onEdit={() => setEditing(section)}
            onDelete={() => remove.mutateAsync(section.id)}
            deletedText={t('deleted')}
          >
            {organogram}
          </RowActions>
        ) : (
          <div className="cell-actions">{organogram}</div>
        );
      },
    },
  ];

  return (
    <Panel
      title={t('officeSections')}
      extra={
        manage && (
          <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
            <PlusOutlined />
            {t('addSection')}
          </button>
        )
      }
    >
      <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <SearchBox placeholder={t('searchSection')} onSearch={paging.setSearch} />
      </div>
      <DataTable<Section>
        label={t('officeSections')}
        rowKey="id"
        columns={columns}
        dataSource={sections.data?.items}
        loading={sections.isFetching}
        locale={{ emptyText: t('common:noData') }}
        pagination={pagination}
      />
      <SectionFormPart
        open={editing !== null}
        title={editing === 'new' ? t('addSection') : t('editSection')}
        initial={editing && editing !== 'new' ? editing : null}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
    </Panel>
  );
}
