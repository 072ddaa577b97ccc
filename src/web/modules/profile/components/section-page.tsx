/** One profile tab: the own entries, add, change and remove with a confirmation, a toast after each. */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ProfileSectionKey,
  SectionEntries,
} from '../../../../common/contracts/profile-sections.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { profileApi, useProfileMutation, useSection } from '../profile.api';
import { EntryModal } from './entry-modal';
import { ProfileProgressCard } from './profile-progress';
import { SECTIONS } from './section-config';

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
  const confirm = useConfirm();
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
  const onDelete = (entry: Entry) =>
    confirm.remove(section.nameOf(entry, lang), async () => {
      try {
        await remove.mutateAsync({ key: sectionKey, id: entry.id });
        toast('success', t('deleted'));
      } catch (error) {
        showError(error);
      }
    });

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
        <Space size={4}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('edit')} ${section.nameOf(entry, lang)}`}
            onClick={() => setEditing(entry)}
          />
          <Button
            type="link"
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`${t('common:delete')} ${section.nameOf(entry, lang)}`}
            onClick={() => onDelete(entry)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ProfileProgressCard />
      <Panel
        title={t(section.titleKey)}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      >
        {section.hintKey && (
          <Typography.Paragraph type="secondary">{t(section.hintKey)}</Typography.Paragraph>
        )}
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
        section={section}
        open={editing !== null}
        entry={editing && editing !== 'new' ? (editing as unknown as Record<string, unknown>) : null}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
