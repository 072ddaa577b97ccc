/**
 * Every tab of the officer's profile (education, trainings, skills, …), read-only, on the officer's
 * page: the profile module's own columns (profile/components/section-config.tsx) in plain tables, so
 * the page carries no UI kit. A profile the caller may not read (404) says "no data".
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  FullProfile,
  ProfileSectionKey,
  SectionEntries,
} from '../../../../common/contracts/profile-sections.contract';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { useLang } from '../../../lib/use-lang';
import { SECTIONS } from '../../profile/components/section-config';
import { useFullProfile } from '../../profile/profile.api';

/** The tabs in the profile's order, each with the field of the whole profile that holds its entries. */
const TABS: [ProfileSectionKey, keyof FullProfile][] = [
  ['education', 'education'],
  ['trainings', 'trainings'],
  ['skills', 'skills'],
  ['researches', 'researches'],
  ['workhistory', 'workHistory'],
  ['desire-postings', 'desirePostings'],
  ['portfolio', 'portfolio'],
];

function SectionTable<K extends ProfileSectionKey>({
  sectionKey,
  entries,
}: {
  sectionKey: K;
  entries: SectionEntries[K][];
}) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const section = SECTIONS[sectionKey];
  return (
    <DataTable<SectionEntries[K]>
      label={t(section.titleKey)}
      rowKey="id"
      size="small"
      columns={section.columns.map((column) => ({
        key: column.key,
        title: t(column.titleKey),
        render: (_: unknown, entry: SectionEntries[K]) => column.render(entry, lang, t as TFunction),
      }))}
      dataSource={entries}
      locale={{ emptyText: t('common:noData') }}
      pagination={false}
    />
  );
}

export function OfficerProfileTabs({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const profile = useFullProfile(userId);
  const data = profile.data;
  if (!data) return <Panel loading={profile.isLoading}>{profile.isError ? t('common:noData') : null}</Panel>;
  return (
    <>
      {TABS.map(([key, field]) => (
        <Panel key={key} title={t(SECTIONS[key].titleKey)}>
          <SectionTable sectionKey={key} entries={data[field] as SectionEntries[typeof key][]} />
        </Panel>
      ))}
    </>
  );
}
