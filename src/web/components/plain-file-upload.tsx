/**
 * The upload field (components/file-upload.tsx) in plain HTML, for plain screens (the profile's
 * photo and signature, a portfolio entry's attachment): the browser's own file input under a
 * button, the same checks before anything is sent and the same words and refusals
 * (use-file-send.ts). The kit's upload would bring the UI kit to screens that otherwise read only.
 */
import { UploadOutlined } from '@ant-design/icons';
import type { ChangeEvent } from 'react';
import { acceptList, type UploadRule } from '../../common/file-types';
import { useFileSend } from './use-file-send';

export interface PlainFileUploadProps {
  rule: UploadRule;
  /** Sends the checked file; a failure is shown here, a success is the caller's to show. */
  upload: (file: File) => Promise<unknown>;
  /** The button's label; 'Choose a file' unless given. */
  label?: string;
  /** Takes no file now (a message's attachments at their most). */
  disabled?: boolean;
}

export function PlainFileUpload({ rule, upload, label, disabled }: PlainFileUploadProps) {
  const { t, busy, problem, send, hint } = useFileSend(rule, upload);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after fixing it, or after a failure) sends it.
    input.value = '';
    if (file) void send(file);
  };

  return (
    <div className="plain-upload">
      {/* The label is the button; the input inside it takes the focus and names itself by it. */}
      <label
        className={disabled ? 'action-button plain-upload-disabled' : 'action-button'}
        aria-busy={busy || undefined}
      >
        <UploadOutlined />
        {busy ? t('uploading') : (label ?? t('choose'))}
        <input
          type="file"
          className="visually-hidden"
          accept={acceptList(rule.kinds, rule.types)}
          disabled={busy || disabled}
          onChange={choose}
        />
      </label>
      <span className="text-secondary">{hint}</span>
      {problem && (
        <p className="plain-note error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
