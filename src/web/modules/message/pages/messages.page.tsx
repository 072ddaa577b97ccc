/**
 * /messages/inbox and /messages/sent-items: one view (SPEC.md §2), the box chosen by the path.
 * Paged, searched (subject, body, sender) and filtered on the server; unread lines are bold. Drawn
 * without the UI kit (the route is `plain`): the inbox is opened often, and from the header's badge.
 */
import { EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MessageSummary } from '../../../../common/contracts/message.contract';
import { MESSAGE_PATHS } from '../../../../common/contracts/message.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useMessageList } from '../message.api';

export default function MessagesPage() {
  const { t } = useTranslation('message');
  const lang = useLang();
  const box = useLocation().pathname.endsWith('/sent-items') ? 'sent' : 'inbox';
  const paging = usePaging();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useMessageList(box, {
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search || undefined,
    unread: box === 'inbox' && unreadOnly ? 'yes' : undefined,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'message:total');

  const columns: DataColumns<MessageSummary> = [
    {
      title: box === 'inbox' ? t('from') : t('to'),
      key: 'who',
      width: 220,
      render: (_, item) =>
        box === 'inbox' ? (
          <div className="cell-lines">
            <span className={item.read ? undefined : 'text-strong'}>{nameOf(item.sender, lang)}</span>
            {item.sender.designation && (
              <span className="text-secondary">{nameOf(item.sender.designation, lang)}</span>
            )}
          </div>
        ) : (
          item.to.join(', ')
        ),
    },
    {
      title: t('subject'),
      key: 'subject',
      render: (_, item) => (
        <div className="cell-lines">
          <Link to={`/messages/view/${item.id}`} data-testid="message-link">
            <span className={box === 'inbox' && !item.read ? 'text-strong' : undefined}>{item.subject}</span>
            {item.hasAttachments && (
              <PaperClipOutlined aria-label={t('hasAttachments')} style={{ marginInlineStart: 6 }} />
            )}
          </Link>
          <span className="text-secondary text-ellipsis" title={item.preview}>
            {item.preview}
          </span>
          {item.viaDesk && (
            <span className="text-secondary">{t('viaDesk', { desk: nameOf(item.viaDesk, lang) })}</span>
          )}
        </div>
      ),
    },
    {
      title: box === 'inbox' ? t('read') : t('readByAll'),
      key: 'read',
      width: 120,
      render: (_, item) =>
        box === 'inbox' ? (
          <span className={item.read ? 'status-dot' : 'status-dot info'}>
            {item.read ? t('read') : t('unread')}
          </span>
        ) : (
          <span className={item.read ? 'status-dot success' : 'status-dot'}>
            {item.read ? t('readByAll') : t('notReadByAll')}
          </span>
        ),
    },
    {
      title: t('date'),
      key: 'date',
      width: 110,
      render: (_, item) => formatDate(item.createdAt, lang),
    },
  ];

  return (
    <div className="page-stack">
      <div className="list-toolbar">
        <div className="list-toolbar-filters">
          <SearchBox placeholder={t('searchPlaceholder')} onSearch={paging.setSearch} />
          {box === 'inbox' && (
            <label className="plain-check">
              <input
                type="checkbox"
                checked={unreadOnly}
                onChange={(event) => {
                  setUnreadOnly(event.target.checked);
                  paging.reset();
                }}
              />
              {t('onlyUnread')}
            </label>
          )}
        </div>
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(box === 'inbox' ? MESSAGE_PATHS.inboxExport : MESSAGE_PATHS.sentExport, {
              search: paging.search || undefined,
              unread: box === 'inbox' && unreadOnly ? 'yes' : undefined,
            })}
            file={box === 'inbox' ? 'inbox' : 'sent-items'}
            label={t('exportExcel')}
          />
          <Link to="/messages/new-message" className="action-button primary">
            <EditOutlined />
            {t('newMessage')}
          </Link>
        </div>
      </div>
      <DataTable<MessageSummary>
        label={box === 'inbox' ? t('inbox') : t('sentItems')}
        rowKey={(item) => `${item.id}-${item.viaDesk?.id ?? 0}`}
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: 760 }}
        locale={{
          emptyText:
            paging.search || unreadOnly
              ? t('emptyFiltered')
              : box === 'inbox'
                ? t('emptyInbox')
                : t('emptySent'),
        }}
      />
    </div>
  );
}
