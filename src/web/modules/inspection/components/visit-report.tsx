/**
 * The visit report (পরিদর্শন প্রতিবেদন) of one inspection as it reads and prints: the visit, the
 * general information, each section's answers, the position, photos and the recommendations.
 */
import { Button, Descriptions, Image, Space, Table, Typography } from 'antd';
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

export function PhotoThumb({ photo }: { photo: InspectionPhoto }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const url = useFileUrl(photo.url);
  return (
    <figure style={{ margin: 0, width: 140 }}>
      {url ? <Image src={url} width={140} alt={photo.name} /> : <div style={{ width: 140, height: 90 }} />}
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

export function VisitReport({ detail }: { detail: InspectionDetail }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const answerText = useAnswerText();
  const labLabel = useLabLabel();
  const answers = new Map(detail.answers.map((answer) => [answer.key, answer]));
  const general = new Map(detail.generalInfo.map((info) => [info.key, info.value]));
  const printId = `visit-report-${detail.id}`;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button onClick={() => printElement(printId)}>{t('common:print')}</Button>
      <div id={printId}>
        <Typography.Title level={4} style={{ textAlign: 'center' }}>
          {t('visitReport')}
        </Typography.Title>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('inspectionNo')}>#{localDigits(detail.id, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            <InspectionStatusTag status={detail.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('officeInspected')}>
            {nameOf(detail.targetOffice, lang)}
          </Descriptions.Item>
          {detail.lab && (
            <Descriptions.Item label={t('labVisited')}>{labLabel(detail.lab)}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('visitDate')}>{formatDate(detail.visitDate, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('inspector')}>{nameOf(detail.inspector, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('inspectorOffice')}>{nameOf(detail.office, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('checklist')}>
            {detail.templateName} ({t('versionNo', { no: localDigits(detail.templateVersion, lang) })})
          </Descriptions.Item>
          <Descriptions.Item label={t('score')}>
            {detail.score === null
              ? '—'
              : `${localDigits(detail.score, lang)} / ${localDigits(detail.maxScore ?? 0, lang)}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('position')}>
            {detail.latitude && detail.longitude
              ? `${localDigits(detail.latitude, lang)}, ${localDigits(detail.longitude, lang)}`
              : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('purpose')}>{detail.purpose}</Descriptions.Item>
        </Descriptions>
        {detail.generalDesign && (
          <>
            <Typography.Title level={5}>{t('generalInfo')}</Typography.Title>
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              {detail.generalDesign.sections.flatMap((section) =>
                section.items.map((item) => (
                  <Descriptions.Item key={item.key} label={item.labelBn}>
                    {answerText(item, general.get(item.key))}
                  </Descriptions.Item>
                )),
              )}
            </Descriptions>
          </>
        )}
        {detail.design.sections.map((section, index) => (
          <div key={section.items[0]?.key ?? section.titleBn}>
            <Typography.Title level={5}>
              {localDigits(index + 1, lang)}. {section.titleBn}
            </Typography.Title>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={section.items}
              columns={[
                { title: t('itemLabel'), key: 'label', render: (_, item) => item.labelBn },
                {
                  title: t('answer'),
                  key: 'answer',
                  width: 140,
                  render: (_, item) => answerText(item, answers.get(item.key)?.value),
                },
                {
                  title: t('note'),
                  key: 'note',
                  width: 180,
                  render: (_, item) => answers.get(item.key)?.note ?? '',
                },
              ]}
            />
          </div>
        ))}
        {detail.summary && (
          <>
            <Typography.Title level={5}>{t('summary')}</Typography.Title>
            <Typography.Paragraph>{detail.summary}</Typography.Paragraph>
          </>
        )}
        {detail.photos.length > 0 && (
          <>
            <Typography.Title level={5}>{t('photos')}</Typography.Title>
            <Space wrap>
              {detail.photos.map((photo) => (
                <PhotoThumb key={photo.id} photo={photo} />
              ))}
            </Space>
          </>
        )}
        <Typography.Title level={5}>{t('recommendations')}</Typography.Title>
        {detail.recommendations.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('noRecommendations')}</Typography.Paragraph>
        ) : (
          <ol>
            {detail.recommendations.map((rec) => (
              <li key={rec.id} style={{ marginBottom: 8 }}>
                <div>{rec.text}</div>
                <Typography.Text type="secondary">
                  {t('responsibleOffice')}: {nameOf(rec.responsibleOffice, lang)} · {t('deadline')}:{' '}
                  {formatDate(rec.deadline, lang)}{' '}
                </Typography.Text>
                <RecommendationStatusTag status={rec.status} overdue={rec.overdue} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </Space>
  );
}
