/**
 * The header's envelope with the number of unread messages (the count endpoint, polled each
 * minute), a link to the inbox. The number is in the interface's digits; the link's name says it,
 * with the number as a word of its own: a name must hold the text a person sees ("১৩"), and
 * "১৩টি" is another word to assistive technology. Plain HTML and CSS: it sits in the header.
 */
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useUnreadCount } from '../message.api';

export function UnreadMessagesBadge() {
  const { t } = useTranslation('message');
  const lang = useLang();
  const unread = useUnreadCount(true).data?.unread ?? 0;
  const count = unread === 0 ? 0 : unread > 99 ? `${localDigits(99, lang)}+` : localDigits(unread, lang);
  const label = unread > 0 ? t('unreadBadge', { count }) : t('inbox');
  return (
    <Link
      to="/messages/inbox"
      aria-label={label}
      title={label}
      data-testid="unread-badge"
      className="unread-badge"
    >
      <MailOutlined aria-hidden="true" />
      {count !== 0 && (
        <sup className="unread-count" aria-hidden="true">
          {count}
        </sup>
      )}
    </Link>
  );
}
