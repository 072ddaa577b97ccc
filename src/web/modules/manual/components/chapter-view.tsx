/**
 * One module's chapter: who uses it, its contents, and a section per screen (components/chapter-text).
 * Plain HTML, as a reader opens it; the print view is drawn with the UI kit and downloads with it
 * when first asked for (components/kit-part.tsx).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kitPart } from '../../../components/kit-part';
import { Panel } from '../../../components/panel';
import { useLang } from '../../../lib/use-lang';
import type { ManualChapter } from '../content/manual-types';
import { ChapterText, sectionId } from './chapter-text';

const ChapterPrintPart = kitPart(
  () => import('./chapter-print').then((module) => module.ChapterPrintDialog),
  (props) => props.open,
);

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
      title={<h2 className="manual-chapter-title">{chapter.title[lang]}</h2>}
      extra={
        <button type="button" className="action-button" onClick={() => setPrinting(true)}>
          <PrinterOutlined />
          {t('print')}
        </button>
      }
    >
      <nav aria-label={t('contents')}>
        <strong>{t('contents')}</strong>
        <ol>
          {chapter.sections.map((section) => (
            <li key={section.key}>
              <button
                type="button"
                className="link-button"
                onClick={() => document.getElementById(sectionId(chapter.id, section.key))?.scrollIntoView()}
              >
                {section.title[lang]}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <ChapterText chapter={chapter} lang={lang} withPictures />
      <ChapterPrintPart chapter={chapter} open={printing} onClose={() => setPrinting(false)} />
    </Panel>
  );
}
