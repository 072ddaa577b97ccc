/**
 * /profile/profile-photo: the own photo (at least 500 px wide, SPEC.md §5) and signature, checked
 * by the upload component before sending and by the server reading the picture.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROFILE_IMAGE_RULES, type ProfileImageSlot } from '../../../../common/contracts/profile.contract';
import { FileUpload } from '../../../components/file-upload';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { ProfileProgressCard } from '../components/profile-progress';
import { useOwnProfileImage, useRemoveProfileImage, useUploadProfileImage } from '../profile.api';

const TEXT = {
  photo: {
    title: 'photo',
    upload: 'uploadPhoto',
    rule: 'photoRule',
    saved: 'photoSaved',
    remove: 'removePhoto',
    none: 'noPhoto',
  },
  signature: {
    title: 'signature',
    upload: 'uploadSignature',
    rule: 'signatureRule',
    saved: 'signatureSaved',
    remove: 'removeSignature',
    none: 'noSignature',
  },
} as const;

function ImageSlot({ slot }: { slot: ProfileImageSlot }) {
  const { t } = useTranslation('profile');
  const text = TEXT[slot];
  const url = useOwnProfileImage(slot);
  const upload = useUploadProfileImage(slot);
  const remove = useRemoveProfileImage(slot);
  const confirm = useConfirm();
  return (
    <Panel title={t(text.title)}>
      <Flex vertical gap={12} align="flex-start">
        {url ? (
          <img
            src={url}
            alt={t(text.title)}
            style={{ maxWidth: '100%', maxHeight: slot === 'photo' ? 240 : 80, border: '1px solid #858585' }}
          />
        ) : (
          <Typography.Text type="secondary">{t(text.none)}</Typography.Text>
        )}
        <Typography.Text type="secondary">{t(text.rule)}</Typography.Text>
        <Flex wrap gap={8}>
          <FileUpload
            rule={PROFILE_IMAGE_RULES[slot]}
            label={t(text.upload)}
            upload={async (file) => {
              await upload.mutateAsync(file);
              toast('success', t(text.saved));
            }}
          />
          {url && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() =>
                confirm.remove(t(text.title), async () => {
                  try {
                    await remove.mutateAsync();
                    toast('success', t('deleted'));
                  } catch (error) {
                    showError(error);
                  }
                })
              }
            >
              {t(text.remove)}
            </Button>
          )}
        </Flex>
      </Flex>
    </Panel>
  );
}

export default function ProfilePhotoPage() {
  return (
    <>
      <ProfileProgressCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <ImageSlot slot="photo" />
        </Col>
        <Col xs={24} md={12}>
          <ImageSlot slot="signature" />
        </Col>
      </Row>
    </>
  );
}
