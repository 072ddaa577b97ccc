/** /user-manual: every module's chapter, and a search across them all in the reader's language. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { ManualSearchBox } from '../components/manual-search-box';
import { manualChapters } from '../content/chapters';
import { MANUAL_BASE } from '../manual.paths';

export function ChapterList() {
  const { t } = useTranslation('manual');
  const lang = useLang();
  return (
    <ul className="manual-chapters">
      {manualChapters.map((chapter) => (
        <li key={chapter.id}>
          <Panel size="small" data-testid={`manual-chapter-${chapter.id}`}>
            <Link to={`${MANUAL_BASE}/${chapter.id}`}>
              <strong>{chapter.title[lang]}</strong>
            </Link>
            <p className="text-secondary manual-chapter-summary">{chapter.summary[lang]}</p>
            <span className="text-secondary">
              {t('sections', { count: chapter.sections.length }).replace(
                String(chapter.sections.length),
                localDigits(chapter.sections.length, lang),
              )}
            </span>
          </Panel>
        </li>
      ))}
    </ul>
  );
}

export default function ManualIndexPage() {
  const { t } = useTranslation('manual');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <Panel>
      <p>{t('intro')}</p>
      <ManualSearchBox
        query={query}
        onQuery={(value) => setParams(value ? { q: value } : {}, { replace: true })}
      />
      <h2 className="manual-chapters-title">{t('chapters')}</h2>
      <ChapterList />
    </Panel>
  );
}
