/**
 * A chapter's text in plain HTML: who uses the module, then a section per screen with its steps,
 * its screenshot (loaded lazily) and a link to the screen. The print view shows the same text
 * without pictures or links.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lang, ManualChapter } from '../content/manual-types';
import { screenshotUrl } from '../screenshots';

export const sectionId = (chapterId: string, key: string) => `manual-${chapterId}-${key}`;

export function ChapterText({
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
      <p>{chapter.summary[lang]}</p>
      <p>
        <strong>{t('whoUses')}: </strong>
        {chapter.who[lang]}
      </p>
      {chapter.sections.map((section) => {
        const picture = withPictures ? screenshotUrl(chapter.id, section.key) : undefined;
        return (
          <section key={section.key} id={withPictures ? sectionId(chapter.id, section.key) : undefined}>
            <h3 className="manual-section-title">{section.title[lang]}</h3>
            {section.body[lang].map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {picture && (
              <img
                className="manual-screenshot"
                src={picture}
                alt={t('screenshot', { title: section.title[lang] })}
                loading="lazy"
                width={1366}
                height={768}
              />
            )}
            {withPictures && section.path && !section.path.includes(':') && (
              <p>
                <Link to={section.path}>{t('openPage')}</Link>
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}
