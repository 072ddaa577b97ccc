/**
 * One file upload for every screen: a button that picks a file of the kinds a route accepts, checks
 * it here first (type by its bytes, size, an image's width; file-upload.check.ts) and only then hands
 * it to `upload`, which sends it. What the rule allows is written under the button; a refusal is
 * shown there and as a toast, in the interface's language.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptList, FILE_TYPES, type FileKind, MB, type UploadRule } from '../../common/file-types';
import { addModuleTranslations } from '../i18n';
import { showError } from '../lib/feedback';
import { localDigits, type UiLang } from '../lib/format';
import { toast } from '../lib/toast';
import { checkFile, type FileProblem } from './file-upload.check';
import { FILE_UPLOAD_NAMESPACE, fileUploadTranslations } from './file-upload.i18n';

addModuleTranslations(FILE_UPLOAD_NAMESPACE, fileUploadTranslations);

export interface FileUploadProps {
  rule: UploadRule;
  /** Sends the checked file; a failure is shown here, a success is the caller's to show. */
  upload: (file: File) => Promise<unknown>;
  /** The button's label; 'Choose a file' unless given. */
  label?: string;
  disabled?: boolean;
}

const KIND_LABELS: Record<FileKind, string> = { image: 'kindImage', pdf: 'kindPdf', office: 'kindOffice' };

export function FileUpload({ rule, upload, label, disabled }: FileUploadProps) {
  const { t, i18n } = useTranslation(FILE_UPLOAD_NAMESPACE);
  const lang: UiLang = i18n.language === 'en' ? 'en' : 'bn';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const describe = (found: FileProblem) =>
    found.key === 'file.imageTooNarrow'
      ? t(`messages:${found.key}`, {
          minWidth: localDigits(found.minWidth, lang),
          width: localDigits(found.width, lang),
        })
      : t(`messages:${found.key}`);

  const send = async (file: File) => {
    const found = await checkFile(file, rule);
    if (found) {
      const message = describe(found);
      setProblem(message);
      toast('error', message);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await upload(file);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const hint = [
    rule.types
      ? t('onlyTypes', { types: rule.types.map((type) => `.${FILE_TYPES[type].extensions[0]}`).join(', ') })
      : rule.kinds.map((kind) => t(KIND_LABELS[kind])).join(', '),
    t('maxSize', { size: localDigits(Math.round((rule.maxBytes / MB) * 10) / 10, lang) }),
    ...(rule.minWidth ? [t('minWidth', { width: localDigits(rule.minWidth, lang) })] : []),
  ].join('; ');

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
