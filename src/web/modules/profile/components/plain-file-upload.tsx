/**
 * The shared upload field (components/file-upload.tsx) in plain HTML, for the profile's plain screens
 * (photo and signature, a portfolio entry's attachment): the browser's own file input under a button,
 * the same checks before anything is sent (file-upload.check.ts: type by its bytes, size, a picture's
 * width), the same words under the button and the same refusal there and as a toast. The kit's
 * upload would bring the UI kit to screens that otherwise read only.
 */
import { UploadOutlined } from '@ant-design/icons';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptList, FILE_TYPES, type FileKind, MB, type UploadRule } from '../../../../common/file-types';
import { checkFile, type FileProblem } from '../../../components/file-upload.check';
import { FILE_UPLOAD_NAMESPACE, fileUploadTranslations } from '../../../components/file-upload.i18n';
import { addModuleTranslations } from '../../../i18n';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';

addModuleTranslations(FILE_UPLOAD_NAMESPACE, fileUploadTranslations);

export interface PlainFileUploadProps {
  rule: UploadRule;
  /** Sends the checked file; a failure is shown here, a success is the caller's to show. */
  upload: (file: File) => Promise<unknown>;
  /** The button's label; 'Choose a file' unless given. */
  label?: string;
}

const KIND_LABELS: Record<FileKind, string> = { image: 'kindImage', pdf: 'kindPdf', office: 'kindOffice' };

export function PlainFileUpload({ rule, upload, label }: PlainFileUploadProps) {
  const { t } = useTranslation(FILE_UPLOAD_NAMESPACE);
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const describe = (found: FileProblem) =>
    found.key === 'file.imageTooNarrow'
      ? t(`messages:${found.key}`, {
          minWidth: localDigits(found.minWidth, lang),
          width: localDigits(found.width, lang),
        })
      : t(`messages:${found.key}`);

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after fixing it, or after a failure) sends it.
    input.value = '';
    if (!file) return;
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
    <div className="plain-upload">
      {/* The label is the button; the input inside it takes the focus and names itself by it. */}
      <label className="action-button" aria-busy={busy || undefined}>
        <UploadOutlined />
        {busy ? t('uploading') : (label ?? t('choose'))}
        <input
          type="file"
          className="visually-hidden"
          accept={acceptList(rule.kinds, rule.types)}
          disabled={busy}
          onChange={send}
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
