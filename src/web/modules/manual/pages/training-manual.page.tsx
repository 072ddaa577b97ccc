/** /training-mgt/user-manual (SPEC.md §2): the training chapter of the user manual, in place. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChapterView } from '../components/chapter-view';
import { chapterById } from '../content/chapters';
import { MANUAL_BASE } from '../manual.paths';

export default function TrainingManualPage() {
  const { t } = useTranslation('manual');
  const chapter = chapterById('training');
  return (
    <div className="manual-page">
      {chapter && <ChapterView chapter={chapter} />}
      <Link to={MANUAL_BASE}>{t('allManuals')}</Link>
    </div>
  );
}
