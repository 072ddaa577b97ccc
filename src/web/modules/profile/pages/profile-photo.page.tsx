/**
 * /profile/profile-photo: the own photo (at least 500 px wide, SPEC.md §5) and signature, checked
 * by the upload field before sending and by the server reading the picture. Plain HTML: the
 * browser's file input and the plain delete question need no UI kit.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROFILE_IMAGE_RULES, type ProfileImageSlot } from '../../../../common/contracts/profile.paths';
import { Panel } from '../../../components/panel';
import { PlainFileUpload } from '../../../components/plain-file-upload';
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
      <div className="profile-image-slot">
        {url ? (
          <img
            src={url}
            alt={t(text.title)}
            style={{ maxWidth: '100%', maxHeight: slot === 'photo' ? 240 : 80, border: '1px solid #858585' }}
          />
        ) : (
          <span className="text-secondary">{t(text.none)}</span>
        )}
        <span className="text-secondary">{t(text.rule)}</span>
        <div className="panel-actions">
          <PlainFileUpload
            rule={PROFILE_IMAGE_RULES[slot]}
            label={t(text.upload)}
            upload={async (file) => {
              await upload.mutateAsync(file);
              toast('success', t(text.saved));
            }}
          />
          {url && (
            <button
              type="button"
              className="action-button danger-outline"
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
              <DeleteOutlined />
              {t(text.remove)}
            </button>
          )}
        </div>
      </div>
    </Panel>
  );
}

export default function ProfilePhotoPage() {
  return (
    <>
      <ProfileProgressCard />
      <div className="dashboard-pair">
        <ImageSlot slot="photo" />
        <ImageSlot slot="signature" />
      </div>
    </>
  );
}
