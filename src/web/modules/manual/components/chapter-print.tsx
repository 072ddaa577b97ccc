/** A chapter's print view: its text without pictures, in a dialog whose button sends it to the printer. */
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { printElement } from '../../../lib/print';
import { useLang } from '../../../lib/use-lang';
import type { ManualChapter } from '../content/manual-types';
import { ChapterText } from './chapter-text';

export const MANUAL_PRINT_ID = 'manual-print';

export function ChapterPrintDialog({
  chapter,
  open,
  onClose,
}: {
  chapter: ManualChapter;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('manual');
  const lang = useLang();
  return (
    <Modal
      open={open}
      title={t('print')}
      okText={t('print')}
      onOk={() => printElement(MANUAL_PRINT_ID)}
      onCancel={onClose}
      width={860}
    >
      <div id={MANUAL_PRINT_ID} lang={lang} style={{ fontSize: 15, lineHeight: 1.65 }}>
        <h2 style={{ textAlign: 'center' }}>
          {t('title')}: {chapter.title[lang]}
        </h2>
        <ChapterText chapter={chapter} lang={lang} withPictures={false} />
      </div>
    </Modal>
  );
}
