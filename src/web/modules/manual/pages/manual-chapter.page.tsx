/** /user-manual/:chapterId: one module's manual; an unknown module gets the list of all of them. */
import { Alert, Space } from 'antd';
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
        <Alert type="info" showIcon title={t('notFound')} style={{ marginBottom: 16 }} />
        <ChapterList />
      </Panel>
    );
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to={MANUAL_BASE}>{t('allManuals')}</Link>
      <ChapterView chapter={chapter} focus={params.get('section')} />
    </Space>
  );
}
