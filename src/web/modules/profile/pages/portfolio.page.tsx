/** /profile/portfolio: the own work to show, each with a link and an attachment (upload service). */
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PORTFOLIO_ATTACHMENT_RULE,
  type Portfolio,
} from '../../../../common/contracts/profile-sections.contract';
import { FileUpload } from '../../../components/file-upload';
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
    <Space wrap size={4}>
      {entry.attachmentUrl && entry.attachmentName && (
        <>
          <Button
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            onClick={() =>
              downloadFile(entry.attachmentUrl as string, entry.attachmentName as string).catch(showError)
            }
          >
            {entry.attachmentName}
          </Button>
          <Button
            type="link"
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`${t('removeAttachment')} ${entry.title}`}
            onClick={() => detach.mutateAsync(entry.id).catch(showError)}
          />
        </>
      )}
      <FileUpload
        rule={PORTFOLIO_ATTACHMENT_RULE}
        label={t('attach')}
        upload={async (file) => {
          await attach.mutateAsync({ id: entry.id, file });
          toast('success', t('attached'));
        }}
      />
    </Space>
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
