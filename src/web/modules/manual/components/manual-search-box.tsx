/**
 * The manual's search: a field (plain HTML; the manual is in the page, so it searches as one types)
 * and the sections that contain every word, each a link to its place.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { manualChapters } from '../content/chapters';
import { MANUAL_BASE } from '../manual.paths';
import { searchManual } from '../manual-search';

export function ManualSearchBox({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const { t } = useTranslation('manual');
  const lang = useLang();
  const hits = useMemo(() => searchManual(manualChapters, query, lang), [query, lang]);
  const trimmed = query.trim();
  return (
    <div className="manual-search">
      <search className="search-box manual-search-field">
        <input
          type="search"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          defaultValue={query}
          maxLength={100}
          onChange={(event) => onQuery(event.target.value)}
        />
      </search>
      {trimmed && (
        <section aria-live="polite" data-testid="manual-results">
          <p className="manual-results-count">
            {hits.length > 0
              ? t('results', { query: trimmed, count: hits.length }).replace(
                  String(hits.length),
                  localDigits(hits.length, lang),
                )
              : t('noResults', { query: trimmed })}
          </p>
          <ul className="plain-list">
            {hits.map((hit) => (
              <li key={`${hit.chapterId}-${hit.sectionKey}`}>
                <Link to={`${MANUAL_BASE}/${hit.chapterId}?section=${hit.sectionKey}`}>
                  {hit.chapterTitle}: {hit.sectionTitle}
                </Link>
                <div className="text-secondary">{hit.excerpt}</div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
