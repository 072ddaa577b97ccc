/**
 * One profile tab: the own entries, add, change and remove with a confirmation, a toast after each.
 * The list is plain HTML; the entry's form brings the UI kit when first opened.
 */
import { PlusOutlined } from '@ant-design/icons';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ProfileSectionKey,
  SectionEntries,
} from '../../../../common/contracts/profile-sections.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { kitPart } from '../../../components/kit-part';
import { Panel } from '../../../components/panel';
import { RowActions } from '../../../components/row-actions';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { profileApi, useProfileMutation, useSection } from '../profile.api';
import type { EntryModalProps } from './entry-modal';
import { ProfileProgressCard } from './profile-progress';
import { SECTIONS, type SectionDef } from './section-config';

// Downloaded with the kit on the first add or change; one part for every tab, so its props are the
// widest tab's (the tab's own definition still types its fields inside the form).
const EntryModal = kitPart(
  () =>
    import('./entry-modal').then(
      (module) => module.EntryModal as ComponentType<EntryModalProps<ProfileSectionKey>>,
    ),
  (props) => props.open,
);

export function SectionPage<K extends ProfileSectionKey>({
  sectionKey,
  extraColumns = [],
}: {
  sectionKey: K;
  extraColumns?: DataColumns<SectionEntries[K]>;
}) {
  const section = SECTIONS[sectionKey];
  const { t } = useTranslation('profile');
  const lang = useLang();
  const list = useSection(sectionKey);
  const save = useProfileMutation(profileApi.saveEntry);
  const remove = useProfileMutation(profileApi.deleteEntry);
  const [editing, setEditing] = useState<SectionEntries[K] | 'new' | null>(null);
  type Entry = SectionEntries[K];

  const onSave = async (body: Record<string, unknown>) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    await save.mutateAsync({ key: sectionKey, id, body });
    toast('success', t(id === null ? 'saved' : 'updated'));
  };

  const columns: DataColumns<Entry> = [
    ...section.columns.map((column) => ({
      key: column.key,
      title: t(column.titleKey),
      render: (_: unknown, entry: Entry) => column.render(entry, lang, t),
    })),
    ...extraColumns,
    {
      key: 'actions',
      title: t('actions'),
      fixed: 'right' as const,
      render: (_: unknown, entry: Entry) => (
        <RowActions
          name={section.nameOf(entry, lang)}
          onEdit={() => setEditing(entry)}
          onDelete={() => remove.mutateAsync({ key: sectionKey, id: entry.id })}
          deletedText={t('deleted')}
        />
      ),
    },
  ];

  return (
    <>
      <ProfileProgressCard />
      <Panel
        title={t(section.titleKey)}
        extra={
          <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
            <PlusOutlined />
            {t('add')}
          </button>
        }
      >
        {section.hintKey && <p className="text-secondary">{t(section.hintKey)}</p>}
        <DataTable<Entry>
          label={t(section.titleKey)}
          rowKey="id"
          columns={columns}
          dataSource={list.data}
          loading={list.isFetching}
          locale={{ emptyText: t('emptySection') }}
          pagination={false}
        />
      </Panel>
      <EntryModal
        section={section as unknown as SectionDef<ProfileSectionKey>}
        open={editing !== null}
        entry={editing && editing !== 'new' ? (editing as unknown as Record<string, unknown>) : null}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
