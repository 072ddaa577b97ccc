/** /user-manual/:chapterId: one module's manual; an unknown module gets the list of all of them. */
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { ChapterView } from '../components/chapter-view';
import { chapterById } from '../content/chapters';
import { MANUAL_BASE } from '../manual.paths';
import { ChapterList } from './manual-index.page';

export default function ManualChapterPage() {
  const { t } = useTranslation('manual');
  const { chapterId } = useParams();
  const [params] = useSearchParams();
  const chapter = chapterById(chapterId);
  if (!chapter) {
    return (
      <Panel>
        <p className="plain-note info" role="status">
          {t('notFound')}
        </p>
        <ChapterList />
      </Panel>
    );
  }
  return (
    <div className="manual-page">
      <Link to={MANUAL_BASE}>{t('allManuals')}</Link>
      <ChapterView chapter={chapter} focus={params.get('section')} />
    </div>
  );
}
