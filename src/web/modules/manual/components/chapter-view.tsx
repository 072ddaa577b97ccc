/**
 * One module's chapter: who uses it, its contents, and a section per screen with its steps, its
 * screenshot (loaded lazily) and a link to the screen itself. The print view shows the same text.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel';
import { printElement } from '../../../lib/print';
import { useLang } from '../../../lib/use-lang';
import type { Lang, ManualChapter } from '../content/manual-types';
import { screenshotUrl } from '../screenshots';

export const MANUAL_PRINT_ID = 'manual-print';

const sectionId = (chapterId: string, key: string) => `manual-${chapterId}-${key}`;

function ChapterText({
  chapter,
  lang,
  withPictures,
}: {
  chapter: ManualChapter;
  lang: Lang;
  withPictures: boolean;
}) {
  const { t } = useTranslation('manual');
  return (
    <>
      <Typography.Paragraph>{chapter.summary[lang]}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text strong>{t('whoUses')}: </Typography.Text>
        {chapter.who[lang]}
      </Typography.Paragraph>
      {chapter.sections.map((section) => {
        const picture = withPictures ? screenshotUrl(chapter.id, section.key) : undefined;
        return (
          <section key={section.key} id={withPictures ? sectionId(chapter.id, section.key) : undefined}>
            <Typography.Title level={3}>{section.title[lang]}</Typography.Title>
            {section.body[lang].map((paragraph) => (
              <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
            ))}
            {picture && (
              <img
                className="manual-screenshot"
                src={picture}
                alt={t('screenshot', { title: section.title[lang] })}
                loading="lazy"
                width={1366}
                height={768}
                style={{ maxWidth: '100%', height: 'auto', border: '1px solid #d9d9d9', marginBottom: 12 }}
              />
            )}
            {withPictures && section.path && !section.path.includes(':') && (
              <Typography.Paragraph>
                <Link to={section.path}>{t('openPage')}</Link>
              </Typography.Paragraph>
            )}
          </section>
        );
      })}
    </>
  );
}

export function ChapterView({ chapter, focus }: { chapter: ManualChapter; focus?: string | null }) {
  const { t } = useTranslation('manual');
  const lang = useLang();
  const [printing, setPrinting] = useState(false);

  // A search result opens its section, not the top of the chapter.
  useEffect(() => {
    if (focus) document.getElementById(sectionId(chapter.id, focus))?.scrollIntoView();
  }, [chapter.id, focus]);

  return (
    <Panel
      className="manual-chapter"
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {chapter.title[lang]}
        </Typography.Title>
      }
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
          {t('print')}
        </Button>
      }
    >
      <nav aria-label={t('contents')}>
        <Typography.Text strong>{t('contents')}</Typography.Text>
        <ol>
          {chapter.sections.map((section) => (
            <li key={section.key}>
              <Typography.Link
                onClick={() => document.getElementById(sectionId(chapter.id, section.key))?.scrollIntoView()}
              >
                {section.title[lang]}
              </Typography.Link>
            </li>
          ))}
        </ol>
      </nav>
      <ChapterText chapter={chapter} lang={lang} withPictures />
      <Modal
        open={printing}
        title={t('print')}
        okText={t('print')}
        onOk={() => printElement(MANUAL_PRINT_ID)}
        onCancel={() => setPrinting(false)}
        width={860}
      >
        <div id={MANUAL_PRINT_ID} lang={lang} style={{ fontSize: 15, lineHeight: 1.65 }}>
          <h2 style={{ textAlign: 'center' }}>
            {t('title')}: {chapter.title[lang]}
          </h2>
          <ChapterText chapter={chapter} lang={lang} withPictures={false} />
        </div>
      </Modal>
    </Panel>
  );
}
