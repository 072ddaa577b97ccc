/**
 * Read-only views of an officer's profile, for any screen that shows a profile it may read (the
 * officers module's /officers/view/:id): one tab's entries as a table, the basic fields, and the
 * whole profile loaded by user id.
 */
import { Descriptions, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  ProfileBasic,
  ProfileSectionKey,
  SectionEntries,
} from '../../../../common/contracts/profile-sections.contract';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits, type UiLang } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useFullProfile } from '../profile.api';
import { SECTIONS } from './section-config';

export function SectionView<K extends ProfileSectionKey>({
  sectionKey,
  entries,
  lang: fixedLang,
}: {
  sectionKey: K;
  entries: SectionEntries[K][];
  /** The CV is always in Bangla; screens follow the interface. */
  lang?: UiLang;
}) {
  const section = SECTIONS[sectionKey];
  const { t, i18n } = useTranslation('profile');
  const uiLang = useLang();
  const lang = fixedLang ?? uiLang;
  const tr = (fixedLang ? i18n.getFixedT(fixedLang) : t) as TFunction;
  return (
    <DataTable<SectionEntries[K]>
      label={tr(section.titleKey)}
      rowKey="id"
      size="small"
      columns={section.columns.map((column) => ({
        key: column.key,
        title: tr(column.titleKey),
        render: (_: unknown, entry: SectionEntries[K]) => column.render(entry, lang, tr),
      }))}
      dataSource={entries}
      locale={{ emptyText: tr('common:noData') }}
      pagination={false}
    />
  );
}

/** The personal fields of the basic tab as a description list. */
export function BasicView({ basic, lang: fixedLang }: { basic: ProfileBasic; lang?: UiLang }) {
  const { t, i18n } = useTranslation('profile');
  const uiLang = useLang();
  const lang = fixedLang ?? uiLang;
  const tr = (fixedLang ? i18n.getFixedT(fixedLang) : t) as TFunction;
  const value = (text: string | null | undefined) => text || '—';
  const items: [string, string][] = [
    [tr('profile:nameBn'), basic.nameBn],
    [tr('profile:nameEn'), basic.nameEn],
    [tr('profile:fatherNameBn'), value(basic.fatherNameBn)],
    [tr('profile:motherNameBn'), value(basic.motherNameBn)],
    [tr('profile:gender'), basic.gender ? tr(`profile:${basic.gender}`) : '—'],
    [tr('profile:dateOfBirth'), basic.dateOfBirth ? formatDate(basic.dateOfBirth, lang) : '—'],
    [tr('profile:religion'), value(basic.religion)],
    [tr('profile:nid'), basic.nid ? localDigits(basic.nid, lang) : '—'],
    [tr('profile:serviceId'), value(basic.serviceId)],
    [tr('profile:mobile'), basic.mobile ? localDigits(basic.mobile, lang) : '—'],
    [tr('profile:email'), basic.email],
    [tr('profile:permanentAddress'), value(basic.permanentAddress)],
    [tr('profile:presentAddress'), value(basic.presentAddress)],
    [
      tr('profile:postOffice'),
      [basic.postOffice, basic.postCode ? localDigits(basic.postCode, lang) : null]
        .filter(Boolean)
        .join(' - ') || '—',
    ],
    [
      tr('profile:preferredDistrict'),
      [nameOf(basic.preferredUpazila, lang), nameOf(basic.preferredDistrict, lang)]
        .filter(Boolean)
        .join(', ') || '—',
    ],
    [tr('profile:spouses'), basic.spouses.map((spouse) => spouse.name).join(', ') || '—'],
    [
      tr('profile:kids'),
      basic.kids.map((kid) => `${kid.name} (${tr(`profile:${kid.gender}`)})`).join(', ') || '—',
    ],
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={items.map(([label, children]) => ({ key: label, label, children }))}
    />
  );
}

/**
 * Every tab of an officer's profile, read-only (404 answers show nothing for who may not read it).
 * Screens that show the personal details themselves leave out the basic tab (`withBasic`).
 */
export function OfficerProfileView({ userId, withBasic = true }: { userId: number; withBasic?: boolean }) {
  const { t } = useTranslation('profile');
  const profile = useFullProfile(userId);
  const data = profile.data;
  if (!data) return <Panel loading={profile.isLoading}>{profile.isError ? t('common:noData') : null}</Panel>;
  const tabs: [ProfileSectionKey, string, SectionEntries[ProfileSectionKey][]][] = [
    ['education', 'education', data.education],
    ['trainings', 'trainings', data.trainings],
    ['skills', 'skills', data.skills],
    ['researches', 'researches', data.researches],
    ['workhistory', 'workHistory', data.workHistory],
    ['desire-postings', 'desirePostings', data.desirePostings],
    ['portfolio', 'portfolio', data.portfolio],
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {withBasic && (
        <Panel title={t('basicInfo')}>
          <BasicView basic={data.basic} />
        </Panel>
      )}
      {tabs.map(([key, title, entries]) => (
        <Panel key={key} title={t(title)}>
          <SectionView sectionKey={key} entries={entries as never} />
        </Panel>
      ))}
    </Space>
  );
}
