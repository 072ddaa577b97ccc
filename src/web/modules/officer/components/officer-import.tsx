/**
 * The import dialog of /officers: choose the office (app admins; an office admin's own office is
 * fixed), download its template, upload the filled-in file. A file with mistakes adds nobody: every
 * mistake is listed by row, column and reason, a page at a time; a clean file adds everyone, says
 * how many, and the list is fetched again.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ImportRowError,
  OFFICER_IMPORT_MAX_ROWS,
  OFFICER_IMPORT_RULE,
  OFFICER_PATHS,
} from '../../../../common/contracts/officer.contract';
import { isAppAdmin } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { FileUpload } from '../../../components/file-upload';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { ApiError } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSession, useSubject } from '../../../lib/use-session';
import { officerApi, useOfficerMutation } from '../officer.api';

/** The row mistakes of a refused import; empty for any other failure (wrong type, too large). */
export function rowErrorsOf(error: unknown): ImportRowError[] {
  if (!(error instanceof ApiError)) return [];
  return (error.fieldErrors as Partial<ImportRowError>[]).filter(
    (item): item is ImportRowError => typeof item.row === 'number',
  );
}

/** The mistakes of a refused file, ten to a page, row numbers as Excel shows them. */
export function ImportErrorTable({ errors }: { errors: ImportRowError[] }) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const paging = usePaging(10);
  const pagination = useTablePagination(paging, errors.length, 'officer:importErrorCount');
  const columns: DataColumns<ImportRowError> = [
    { title: t('importRow'), key: 'row', width: 56, render: (_, item) => localDigits(item.row, lang) },
    { title: t('importColumn'), dataIndex: 'column', key: 'column', width: 120 },
    { title: t('importProblem'), dataIndex: 'message', key: 'message' },
  ];
  return (
    <DataTable<ImportRowError>
      label={t('importErrors')}
      size="small"
      rowKey={(item) => `${item.row} ${item.field} ${item.message}`}
      columns={columns}
      dataSource={errors}
      pagination={{ ...pagination, showSizeChanger: false }}
      // Narrow enough for a phone: the mistake wraps under its column rather than scrolling away.
      scroll={{ x: 300 }}
    />
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const own = useSession().userrole[0];
  const appAdmin = isAppAdmin(useSubject());
  // An office admin imports into the own office only, as the API also insists.
  const [officeId, setOfficeId] = useState<number | null>(appAdmin ? null : (own?.OfficeId ?? null));
  const [refused, setRefused] = useState<{ message: string; errors: ImportRowError[] } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const importFile = useOfficerMutation((file: File) => officerApi.importFile(officeId as number, file));

  const downloadTemplate = async () => {
    if (!officeId) return;
    setDownloading(true);
    try {
      await downloadFile(OFFICER_PATHS.importTemplate(officeId), 'officer-import-template.xlsx');
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (file: File) => {
    setRefused(null);
    try {
      const result = await importFile.mutateAsync(file);
      toast('success', t('messages:officerImport.created', { count: localDigits(result.created, lang) }));
      onClose();
    } catch (error) {
      const errors = rowErrorsOf(error);
      // Anything but row mistakes (a wrong file, another office) is the upload's toast.
      if (errors.length === 0) throw error;
      setRefused({ message: (error as Error).message, errors });
    }
  };

  const step = (number: number, title: string) => (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {localDigits(number, lang)}. {title}
    </Typography.Title>
  );

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('importHint', { max: localDigits(OFFICER_IMPORT_MAX_ROWS, lang) })}
      </Typography.Paragraph>
      <Flex vertical gap={8}>
        {step(1, t('office'))}
        {appAdmin ? (
          <OptionSelect
            kind="offices"
            placeholder={t('importChooseOffice')}
            value={officeId}
            onChange={(value) => {
              setOfficeId(value);
              setRefused(null);
            }}
          />
        ) : (
          <Typography.Text strong>
            {lang === 'en' ? own?.OfficeNameEn || own?.OfficeName : own?.OfficeName}
          </Typography.Text>
        )}
      </Flex>
      <Flex vertical gap={8} align="start">
        {step(2, t('importTemplate'))}
        <Typography.Text type="secondary">{t('importTemplateHint')}</Typography.Text>
        <Button
          icon={<DownloadOutlined />}
          disabled={!officeId}
          loading={downloading}
          onClick={downloadTemplate}
        >
          {t('downloadTemplate')}
        </Button>
      </Flex>
      <Flex vertical gap={8}>
        {step(3, t('importUpload'))}
        <FileUpload
          rule={OFFICER_IMPORT_RULE}
          upload={upload}
          label={t('chooseImportFile')}
          disabled={!officeId}
        />
      </Flex>
      {refused && (
        <Flex vertical gap={8}>
          <Alert type="error" showIcon title={refused.message} role="alert" />
          <ImportErrorTable errors={refused.errors} />
        </Flex>
      )}
    </Flex>
  );
}

/** The import dialog; loaded only when "import from Excel" is pressed (officer-import-button.tsx). */
export function OfficerImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('officer');
  return (
    <Modal open={open} title={t('importTitle')} width={760} footer={null} onCancel={onClose} destroyOnHidden>
      <ImportDialog onClose={onClose} />
    </Modal>
  );
}
