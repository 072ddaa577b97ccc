/**
 * The officer's CV in Bangla with photo and signature (MODULES.md: every document that leaves the
 * office has a print view), printed through the print helper. `OfficerCv` loads the profile of
 * `userId` (the own, or another officer's for whoever may read it) and renders the CV; the profile
 * tabs print it with the "সিভি প্রিন্ট" button, and the officers module shows it on /officers/view/:id.
 */
import { Spin } from 'antd';
import type { TFunction } from 'i18next';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FullProfile, ProfileSectionKey } from '../../../../common/contracts/profile-sections.contract';
import { useFileUrl } from '../../../lib/files.api';
import { formatDate, localDigits } from '../../../lib/format';
import { useFullProfile } from '../profile.api';
import { cvElementId } from './cv-print';
import { SECTIONS } from './section-config';

const cell: CSSProperties = {
  border: '1px solid #858585',
  padding: '4px 6px',
  verticalAlign: 'top',
  textAlign: 'left',
};
const heading: CSSProperties = { fontSize: 17, margin: '18px 0 6px', borderBottom: '2px solid #006a4e' };

function CvTable({ t, rows, head }: { t: TFunction; rows: ReactNode[][]; head: string[] }) {
  if (rows.length === 0) return <p style={{ margin: 0 }}>{t('profile:none')}</p>;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={{ ...cell, background: '#f0f0f0' }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // Rows of a printed table have no identity of their own.
          // biome-ignore lint/suspicious/noArrayIndexKey: a static printout
          <tr key={index}>
            {row.map((value, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static printout
              <td key={column} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The CV of a loaded profile, always in Bangla. */
export function CvDocument({
  profile,
  userId,
  photo,
  signature,
}: {
  profile: FullProfile;
  userId: number;
  /** Object URLs of the photo and signature (the files need the bearer token). */
  photo: string | null;
  signature: string | null;
}) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT('bn') as TFunction;
  const lang = 'bn' as const;
  const { basic } = profile;
  const section = (key: ProfileSectionKey, entries: unknown[], title: string) => {
    const def = SECTIONS[key];
    return (
      <section key={key}>
        <h2 style={heading}>{t(title)}</h2>
        <CvTable
          t={t}
          head={def.columns.map((column) => t(column.titleKey))}
          rows={entries.map((entry) => def.columns.map((column) => column.render(entry as never, lang, t)))}
        />
      </section>
    );
  };
  const personal: [string, string][] = [
    [t('profile:fatherNameBn'), basic.fatherNameBn || basic.fatherNameEn || t('profile:none')],
    [t('profile:motherNameBn'), basic.motherNameBn || basic.motherNameEn || t('profile:none')],
    [t('profile:dateOfBirth'), basic.dateOfBirth ? formatDate(basic.dateOfBirth, lang) : t('profile:none')],
    [t('profile:gender'), basic.gender ? t(`profile:${basic.gender}`) : t('profile:none')],
    [t('profile:religion'), basic.religion || t('profile:none')],
    [t('profile:nid'), basic.nid ? localDigits(basic.nid, lang) : t('profile:none')],
    [t('profile:mobile'), basic.mobile ? localDigits(basic.mobile, lang) : t('profile:none')],
    [t('profile:email'), basic.email],
    [t('profile:permanentAddress'), basic.permanentAddress || t('profile:none')],
    [t('profile:presentAddress'), basic.presentAddress || t('profile:none')],
  ];
  return (
    <article
      id={cvElementId(userId)}
      lang="bn"
      style={{ fontFamily: 'inherit', color: '#000', background: '#fff', padding: 16 }}
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'flex-start' }}>
        <div>
          <p style={{ margin: 0, fontSize: 14 }}>{t('profile:cvTitle')}</p>
          <h1 style={{ margin: '4px 0', fontSize: 24 }}>{basic.nameBn}</h1>
          <p style={{ margin: 0 }}>{basic.nameEn}</p>
          {profile.postings.map((posting) => (
            <p key={`${posting.roleBn}-${posting.officeBn}`} style={{ margin: 0 }}>
              {posting.roleBn}, {posting.officeBn}
            </p>
          ))}
        </div>
        {photo && (
          <img
            src={photo}
            alt={t('profile:photo')}
            style={{ width: 120, height: 150, objectFit: 'cover', border: '1px solid #858585' }}
          />
        )}
      </header>
      <section>
        <h2 style={heading}>{t('profile:cvPersonal')}</h2>
        <CvTable t={t} head={[t('profile:personal'), t('profile:basicInfo')]} rows={personal} />
      </section>
      {section('education', profile.education, 'profile:education')}
      {section('trainings', profile.trainings, 'profile:trainings')}
      {section('skills', profile.skills, 'profile:skills')}
      {section('workhistory', profile.workHistory, 'profile:workHistory')}
      {section('researches', profile.researches, 'profile:researches')}
      {section('portfolio', profile.portfolio, 'profile:portfolio')}
      <footer
        style={{ marginTop: 32, display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}
      >
        <span style={{ fontSize: 13 }}>
          {t('profile:cvPrintedOn', { date: formatDate(new Date(), lang) })}
        </span>
        <span style={{ textAlign: 'center' }}>
          {signature && (
            <img src={signature} alt={t('profile:signature')} style={{ height: 48, display: 'block' }} />
          )}
          <span style={{ borderTop: '1px solid #000', display: 'inline-block', minWidth: 160 }}>
            {t('profile:signature')}
          </span>
        </span>
      </footer>
    </article>
  );
}

/** Loads the profile of `userId` and renders its CV; `onReady` runs once it and its pictures are shown. */
export function OfficerCv({ userId, onReady }: { userId: number; onReady?: () => void }) {
  const profile = useFullProfile(userId);
  const photoPath = profile.data?.basic.photoUrl;
  const signaturePath = profile.data?.basic.signatureUrl;
  const photo = useFileUrl(photoPath);
  const signature = useFileUrl(signaturePath);
  const ready =
    Boolean(profile.data) && (!photoPath || Boolean(photo)) && (!signaturePath || Boolean(signature));
  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, onReady]);
  if (!profile.data) return <Spin spinning={profile.isLoading} />;
  return <CvDocument profile={profile.data} userId={userId} photo={photo} signature={signature} />;
}
