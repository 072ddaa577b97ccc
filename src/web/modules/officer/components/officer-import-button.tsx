/**
 * "Excel থেকে আমদানি" on /officers. The dialog, with its upload, office choice and error table, loads
 * when the button is first pressed: most visits to the list never open it.
 */
import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadServerMessages } from '../../../i18n';

// With the modules' server messages, which the list itself does not load (officer.module.tsx).
const OfficerImportModal = lazy(() =>
  Promise.all([import('./officer-import'), loadServerMessages()]).then(([module]) => ({
    default: module.OfficerImportModal,
  })),
);

export function OfficerImport() {
  const { t } = useTranslation('officer');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        icon={<ImportOutlined />}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('importExcel')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <OfficerImportModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
