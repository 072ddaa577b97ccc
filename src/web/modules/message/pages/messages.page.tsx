/**
 * /messages/inbox and /messages/sent-items: one view (SPEC.md §2), the box chosen by the path.
 * Paged, searched (subject, body, sender) and filtered on the server; unread lines are bold.
 */
import { EditOutlined, FileExcelOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Empty, Flex, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MESSAGE_PATHS, type MessageSummary } from '../../../../common/contracts/message.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
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
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      const filters = {
        search: paging.search || undefined,
        unread: box === 'inbox' && unreadOnly ? 'yes' : undefined,
      };
      await downloadFile(
        withQuery(box === 'inbox' ? MESSAGE_PATHS.inboxExport : MESSAGE_PATHS.sentExport, filters),
        `${box === 'inbox' ? 'inbox' : 'sent-items'}-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumns<MessageSummary> = [
    {
      title: box === 'inbox' ? t('from') : t('to'),
      key: 'who',
      width: 220,
      render: (_, item) =>
        box === 'inbox' ? (
          <Space orientation="vertical" size={0}>
            <Typography.Text strong={!item.read}>{nameOf(item.sender, lang)}</Typography.Text>
            {item.sender.designation && (
              <Typography.Text type="secondary">{nameOf(item.sender.designation, lang)}</Typography.Text>
            )}
          </Space>
        ) : (
          item.to.join(', ')
        ),
    },
    {
      title: t('subject'),
      key: 'subject',
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/messages/view/${item.id}`} data-testid="message-link">
            <Typography.Text strong={box === 'inbox' && !item.read}>{item.subject}</Typography.Text>
            {item.hasAttachments && (
              <PaperClipOutlined aria-label={t('hasAttachments')} style={{ marginInlineStart: 6 }} />
            )}
          </Link>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 420 }}>
            {item.preview}
          </Typography.Text>
          {item.viaDesk && (
            <Typography.Text type="secondary">
              {t('viaDesk', { desk: nameOf(item.viaDesk, lang) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: box === 'inbox' ? t('read') : t('readByAll'),
      key: 'read',
      width: 120,
      render: (_, item) =>
        box === 'inbox' ? (
          <Badge status={item.read ? 'default' : 'processing'} text={item.read ? t('read') : t('unread')} />
        ) : (
          <Badge
            status={item.read ? 'success' : 'default'}
            text={item.read ? t('readByAll') : t('notReadByAll')}
          />
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
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            onSearch={(value) => paging.setSearch(value.trim())}
            style={{ width: 'min(320px, 100%)' }}
          />
          {box === 'inbox' && (
            <Checkbox
              checked={unreadOnly}
              onChange={(event) => {
                setUnreadOnly(event.target.checked);
                paging.reset();
              }}
            >
              {t('onlyUnread')}
            </Checkbox>
          )}
        </Space>
        <Space wrap>
          <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
            {t('exportExcel')}
          </Button>
          <Link to="/messages/new-message">
            <Button type="primary" icon={<EditOutlined />}>
              {t('newMessage')}
            </Button>
          </Link>
        </Space>
      </Flex>
      <DataTable<MessageSummary>
        label={box === 'inbox' ? t('inbox') : t('sentItems')}
        rowKey={(item) => `${item.id}-${item.viaDesk?.id ?? 0}`}
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: 760 }}
        locale={{
          emptyText: (
            <Empty
              description={
                paging.search || unreadOnly
                  ? t('emptyFiltered')
                  : box === 'inbox'
                    ? t('emptyInbox')
                    : t('emptySent')
              }
            />
          ),
        }}
      />
    </Flex>
  );
}
