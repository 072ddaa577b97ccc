/**
 * /profile/portfolio: the own work to show, each with a link and an attachment (upload service).
 * Plain HTML as the other tabs: the attachment's upload is the browser's file input; only the
 * entry's form brings the UI kit (components/section-page.tsx).
 */
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Portfolio } from '../../../../common/contracts/profile-sections.contract';
import { PORTFOLIO_ATTACHMENT_RULE } from '../../../../common/contracts/profile-sections.paths';
import { PlainFileUpload } from '../../../components/plain-file-upload';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { SectionPage } from '../components/section-page';
import { profileApi, useProfileMutation } from '../profile.api';

function AttachmentCell({ entry }: { entry: Portfolio }) {
  const { t } = useTranslation('profile');
  const attach = useProfileMutation(profileApi.attach);
  const detach = useProfileMutation(profileApi.detach);
  return (
    <div className="cell-actions">
      {entry.attachmentUrl && entry.attachmentName && (
        <>
          <button
            type="button"
            className="link-button"
            onClick={() =>
              downloadFile(entry.attachmentUrl as string, entry.attachmentName as string).catch(showError)
            }
          >
            <PaperClipOutlined /> {entry.attachmentName}
          </button>
          <button
            type="button"
            className="icon-button danger"
            aria-label={`${t('removeAttachment')} ${entry.title}`}
            onClick={() => detach.mutateAsync(entry.id).catch(showError)}
          >
            <DeleteOutlined />
          </button>
        </>
      )}
      <PlainFileUpload
        rule={PORTFOLIO_ATTACHMENT_RULE}
        label={t('attach')}
        upload={async (file) => {
          await attach.mutateAsync({ id: entry.id, file });
          toast('success', t('attached'));
        }}
      />
    </div>
  );
}

export default function PortfolioPage() {
  const { t } = useTranslation('profile');
  return (
    <SectionPage
      sectionKey="portfolio"
      extraColumns={[
        {
          key: 'attachment',
          title: t('attachment'),
          render: (_: unknown, entry: Portfolio) => <AttachmentCell entry={entry} />,
        },
      ]}
    />
  );
}
