/**
 * What both upload fields (the kit's, components/file-upload.tsx, and the plain one,
 * components/plain-file-upload.tsx) do with a chosen file: check it here first (type by its bytes,
 * size, an image's width; file-upload.check.ts) and only then hand it to `upload`; a refusal is
 * kept for under the button and shown as a toast, in the interface's language. `hint` is what the
 * rule allows, for under the button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_TYPES, type FileKind, MB, type UploadRule } from '../../common/file-types';
import { addModuleTranslations } from '../i18n';
import { showError } from '../lib/feedback';
import { localDigits } from '../lib/format';
import { toast } from '../lib/toast';
import { useLang } from '../lib/use-lang';
import { checkFile, type FileProblem } from './file-upload.check';
import { FILE_UPLOAD_NAMESPACE, fileUploadTranslations } from './file-upload.i18n';

addModuleTranslations(FILE_UPLOAD_NAMESPACE, fileUploadTranslations);

const KIND_LABELS: Record<FileKind, string> = { image: 'kindImage', pdf: 'kindPdf', office: 'kindOffice' };

export function useFileSend(rule: UploadRule, upload: (file: File) => Promise<unknown>) {
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

  return { t, busy, problem, send, hint };
}
