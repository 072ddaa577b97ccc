/**
 * The header's envelope with the number of unread messages (the count endpoint, polled each
 * minute), a link to the inbox. The number is in the interface's digits.
 */
import { MailOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useUnreadCount } from '../message.api';

export function UnreadMessagesBadge() {
  const { t } = useTranslation('message');
  const lang = useLang();
  const unread = useUnreadCount(true).data?.unread ?? 0;
  const label = unread > 0 ? t('unreadBadge', { count: localDigits(unread, lang) }) : t('inbox');
  return (
    <Link to="/messages/inbox" aria-label={label} title={label} data-testid="unread-badge">
      <Badge
        count={unread === 0 ? 0 : unread > 99 ? `${localDigits(99, lang)}+` : localDigits(unread, lang)}
        showZero={false}
        size="small"
      >
        <Button type="text" icon={<MailOutlined />} tabIndex={-1} aria-hidden="true" />
      </Badge>
    </Link>
  );
}
