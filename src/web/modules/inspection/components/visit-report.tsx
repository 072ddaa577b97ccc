/**
 * The visit report (পরিদর্শন প্রতিবেদন) of one inspection as it reads and prints: the visit, the
 * general information, each section's answers, the position, photos and the recommendations. Plain
 * HTML: the inspection screen shows it without the UI kit, and a list's drawer shows the same.
 */
import { PrinterOutlined } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  InspectionDetail,
  InspectionPhoto,
  TemplateItem,
} from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { useFileUrl } from '../../../lib/files.api';
import { formatDate, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { useLang } from '../../../lib/use-lang';
import { InspectionStatusTag, RecommendationStatusTag } from './inspection-tags';
import { useLabLabel } from './lab-name';

const HEADING: CSSProperties = { margin: '20px 0 8px', fontSize: 16 };

export function PhotoThumb({ photo }: { photo: InspectionPhoto }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const url = useFileUrl(photo.url);
  return (
    <figure style={{ margin: 0, width: 140 }}>
      {url ? (
        // The photo in full opens in a tab of its own (the kit's preview is not loaded here).
        <a href={url} target="_blank" rel="noreferrer">
          <img src={url} width={140} alt={photo.name} style={{ display: 'block', height: 'auto' }} />
        </a>
      ) : (
        <div style={{ width: 140, height: 90 }} />
      )}
      <figcaption style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
        {t('takenAt')} {formatDate(photo.takenAt, lang)}{' '}
        {localDigits(new Date(photo.takenAt).toTimeString().slice(0, 5), lang)}
      </figcaption>
    </figure>
  );
}

export function useAnswerText() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  return (item: TemplateItem, value: string | null | undefined) => {
    if (!value) return '—';
    if (item.type === 'yes_no') return value === 'yes' ? t('common:yes') : t('common:no');
    if (item.type === 'score')
      return `${localDigits(value, lang)} / ${localDigits(item.maxScore ?? 5, lang)}`;
    if (item.type === 'number') return localDigits(value, lang);
    if (item.type === 'photo') return t('photoAttached');
    return value;
  };
}

/** Labelled facts as a two-column table: each label heads its row. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <div className="plain-table">
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ width: '35%' }}>
                {label}
              </th>
              <td style={{ overflowWrap: 'anywhere' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VisitReport({ detail }: { detail: InspectionDetail }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const answerText = useAnswerText();
  const labLabel = useLabLabel();
  const answers = new Map(detail.answers.map((answer) => [answer.key, answer]));
  const general = new Map(detail.generalInfo.map((info) => [info.key, info.value]));
  const printId = `visit-report-${detail.id}`;
  const visit: [string, ReactNode][] = [
    [t('inspectionNo'), `#${localDigits(detail.id, lang)}`],
    [t('status'), <InspectionStatusTag key="status" status={detail.status} />],
    [t('officeInspected'), nameOf(detail.targetOffice, lang)],
    ...(detail.lab ? [[t('labVisited'), labLabel(detail.lab)] as [string, ReactNode]] : []),
    [t('visitDate'), formatDate(detail.visitDate, lang)],
    [t('inspector'), nameOf(detail.inspector, lang)],
    [t('inspectorOffice'), nameOf(detail.office, lang)],
    [
      t('checklist'),
      `${detail.templateName} (${t('versionNo', { no: localDigits(detail.templateVersion, lang) })})`,
    ],
    [
      t('score'),
      detail.score === null
        ? '—'
        : `${localDigits(detail.score, lang)} / ${localDigits(detail.maxScore ?? 0, lang)}`,
    ],
    [
      t('position'),
      detail.latitude && detail.longitude
        ? `${localDigits(detail.latitude, lang)}, ${localDigits(detail.longitude, lang)}`
        : '—',
    ],
    [t('purpose'), detail.purpose],
  ];
  return (
    <div className="page-stack">
      <div>
        <button type="button" className="action-button" onClick={() => printElement(printId)}>
          <PrinterOutlined aria-hidden="true" />
          {t('common:print')}
        </button>
      </div>
      <div id={printId}>
        <h2 style={{ ...HEADING, marginTop: 0, fontSize: 20, textAlign: 'center' }}>{t('visitReport')}</h2>
        <Facts rows={visit} />
        {detail.generalDesign && (
          <>
            <h3 style={HEADING}>{t('generalInfo')}</h3>
            <Facts
              rows={detail.generalDesign.sections.flatMap((section) =>
                section.items.map((item): [string, ReactNode] => [
                  item.labelBn,
                  answerText(item, general.get(item.key)),
                ]),
              )}
            />
          </>
        )}
        {detail.design.sections.map((section, index) => (
          <section key={section.items[0]?.key ?? section.titleBn}>
            <h3 style={HEADING}>
              {localDigits(index + 1, lang)}. {section.titleBn}
            </h3>
            <div className="plain-table">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('itemLabel')}</th>
                    <th scope="col" style={{ width: 140 }}>
                      {t('answer')}
                    </th>
                    <th scope="col" style={{ width: 180 }}>
                      {t('note')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {section.items.map((item) => (
                    <tr key={item.key}>
                      <td>{item.labelBn}</td>
                      <td>{answerText(item, answers.get(item.key)?.value)}</td>
                      <td style={{ overflowWrap: 'anywhere' }}>{answers.get(item.key)?.note ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        {detail.summary && (
          <>
            <h3 style={HEADING}>{t('summary')}</h3>
            <p style={{ whiteSpace: 'pre-wrap' }}>{detail.summary}</p>
          </>
        )}
        {detail.photos.length > 0 && (
          <>
            <h3 style={HEADING}>{t('photos')}</h3>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {detail.photos.map((photo) => (
                <PhotoThumb key={photo.id} photo={photo} />
              ))}
            </div>
          </>
        )}
        <h3 style={HEADING}>{t('recommendations')}</h3>
        {detail.recommendations.length === 0 ? (
          <p className="text-secondary">{t('noRecommendations')}</p>
        ) : (
          <ol>
            {detail.recommendations.map((rec) => (
              <li key={rec.id} style={{ marginBottom: 8 }}>
                <div>{rec.text}</div>
                <span className="text-secondary">
                  {t('responsibleOffice')}: {nameOf(rec.responsibleOffice, lang)} · {t('deadline')}:{' '}
                  {formatDate(rec.deadline, lang)}{' '}
                </span>
                <RecommendationStatusTag status={rec.status} overdue={rec.overdue} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
