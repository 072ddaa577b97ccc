/** /user-manual: every module's chapter, and a search across them all in the reader's language. */
import { List, Typography } from 'antd';
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
    <List
      grid={{ gutter: 12, xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 4 }}
      dataSource={manualChapters}
      rowKey="id"
      renderItem={(chapter) => (
        <List.Item>
          <Panel size="small" data-testid={`manual-chapter-${chapter.id}`}>
            <Link to={`${MANUAL_BASE}/${chapter.id}`}>
              <Typography.Text strong>{chapter.title[lang]}</Typography.Text>
            </Link>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {chapter.summary[lang]}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('sections', { count: chapter.sections.length }).replace(
                String(chapter.sections.length),
                localDigits(chapter.sections.length, lang),
              )}
            </Typography.Text>
          </Panel>
        </List.Item>
      )}
    />
  );
}

export default function ManualIndexPage() {
  const { t } = useTranslation('manual');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <Panel>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      <ManualSearchBox
        query={query}
        onQuery={(value) => setParams(value ? { q: value } : {}, { replace: true })}
      />
      <Typography.Title level={2} style={{ marginTop: 24 }}>
        {t('chapters')}
      </Typography.Title>
      <ChapterList />
    </Panel>
  );
}
