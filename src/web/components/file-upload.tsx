/**
 * One file upload for every screen: a button that picks a file of the kinds a route accepts, checks
 * it here first (type by its bytes, size, an image's width; file-upload.check.ts) and only then hands
 * it to `upload`, which sends it (use-file-send.ts). What the rule allows is written under the button; a refusal is
 * shown there and as a toast, in the interface's language.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { acceptList, type UploadRule } from '../../common/file-types';
import { useFileSend } from './use-file-send';

export interface FileUploadProps {
  rule: UploadRule;
  /** Sends the checked file; a failure is shown here, a success is the caller's to show. */
  upload: (file: File) => Promise<unknown>;
  /** The button's label; 'Choose a file' unless given. */
  label?: string;
  disabled?: boolean;
}

export function FileUpload({ rule, upload, label, disabled }: FileUploadProps) {
  const { t, busy, problem, send, hint } = useFileSend(rule, upload);

  return (
    <Flex vertical gap={4} align="start">
      <Upload
        accept={acceptList(rule.kinds, rule.types)}
        showUploadList={false}
        maxCount={1}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          void send(file);
          // The component sends the file itself, through `upload`.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled}>
          {busy ? t('uploading') : (label ?? t('choose'))}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
