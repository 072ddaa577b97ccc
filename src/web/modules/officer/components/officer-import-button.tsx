/**
 * "Excel থেকে আমদানি" on /officers. The dialog, with its upload, office choice and error table, loads
 * when the button is first pressed: most visits to the list never open it.
 */
import { ImportOutlined } from '@ant-design/icons';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadServerMessages } from '../../../i18n';

// With the modules' server messages and the UI kit's providers, which the list, plain HTML, does
// not load (officer.module.tsx).
const OfficerImportModal = lazy(() =>
  Promise.all([import('./officer-import'), import('../../../app/antd-shell'), loadServerMessages()]).then(
    ([module, shell]) => ({
      default: (props: ComponentProps<typeof module.OfficerImportModal>) => (
        <shell.AntdShell>
          <module.OfficerImportModal {...props} />
        </shell.AntdShell>
      ),
    }),
  ),
);

export function OfficerImport() {
  const { t } = useTranslation('officer');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className="action-button"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <ImportOutlined />
        {t('importExcel')}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <OfficerImportModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
