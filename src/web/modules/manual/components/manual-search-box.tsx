/** The manual's search: a box and the sections that contain every word, each a link to its place. */
import { Input, List, Typography } from 'antd';
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
      <Input.Search
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        defaultValue={query}
        allowClear
        maxLength={100}
        onSearch={(value) => onQuery(value)}
        onChange={(event) => onQuery(event.target.value)}
      />
      {trimmed && (
        <section aria-live="polite" data-testid="manual-results">
          <Typography.Paragraph style={{ marginTop: 12 }}>
            {hits.length > 0
              ? t('results', { query: trimmed, count: hits.length }).replace(
                  String(hits.length),
                  localDigits(hits.length, lang),
                )
              : t('noResults', { query: trimmed })}
          </Typography.Paragraph>
          <List
            dataSource={hits}
            rowKey={(hit) => `${hit.chapterId}-${hit.sectionKey}`}
            renderItem={(hit) => (
              <List.Item>
                <List.Item.Meta
                  title={
                    <Link to={`${MANUAL_BASE}/${hit.chapterId}?section=${hit.sectionKey}`}>
                      {hit.chapterTitle}: {hit.sectionTitle}
                    </Link>
                  }
                  description={hit.excerpt}
                />
              </List.Item>
            )}
          />
        </section>
      )}
    </div>
  );
}
