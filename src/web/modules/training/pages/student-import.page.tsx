/**
 * internal-applicant-list-import (role 34): the school's students from an Excel file made from the
 * template; all rows or none, and each mistake shown with its row and column. Plain HTML: the file
 * is checked here (type and size) and read on the server, so nothing of a workbook reader loads.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDENT_IMPORT_RULE, TRAINING_PATHS } from '../../../../common/contracts/training.paths';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { PlainFileUpload } from '../../../components/plain-file-upload';
import { ApiError } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useImportStudents } from '../training.api';

interface RowError {
  key: string;
  row: number;
  column: string;
  message: string;
}

export default function StudentImportPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const upload = useImportStudents();
  const [errors, setErrors] = useState<RowError[]>([]);
  const [summary, setSummary] = useState<string | null>(null);

  /** A clean file adds everyone; one with mistakes adds nobody and lists them. Other failures are toasted. */
  const send = async (file: File) => {
    setErrors([]);
    setSummary(null);
    try {
      const report = await upload.mutateAsync(file);
      const text = t('imported', { count: localDigits(report.added, lang) });
      setSummary(text);
      toast('success', text);
    } catch (error) {
      if (!(error instanceof ApiError) || error.fieldErrors.length === 0) throw error;
      setSummary(error.message);
      setErrors(
        error.fieldErrors.map((item, index) => {
          const [row, column] = item.field.split(':');
          return { key: `${index}`, row: Number(row), column: column ?? '', message: item.message };
        }),
      );
    }
  };

  return (
    <Panel title={t('importTitle')}>
      <p className="plain-note info training-import-help">{t('importHelp')}</p>
      <div className="panel-actions training-import-actions">
        <button
          type="button"
          className="action-button"
          onClick={() =>
            downloadFile(TRAINING_PATHS.studentsTemplate, 'students-template.xlsx').catch(showError)
          }
        >
          <DownloadOutlined aria-hidden="true" />
          {t('template')}
        </button>
        <PlainFileUpload rule={STUDENT_IMPORT_RULE} upload={send} label={t('chooseFile')} />
      </div>
      {summary && (
        <p className={`plain-note ${errors.length > 0 ? 'error' : 'success'}`} role="status">
          {summary}
        </p>
      )}
      {errors.length > 0 && (
        <DataTable<RowError>
          label={t('importMistakes')}
          size="small"
          rowKey="key"
          dataSource={errors}
          pagination={{ pageSize: 50 }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('row'), key: 'row', render: (_, row) => localDigits(row.row, lang) },
            { title: t('column'), key: 'column', render: (_, row) => (row.column ? t(row.column) : '') },
            { title: t('problem'), dataIndex: 'message', key: 'message' },
          ]}
        />
      )}
    </Panel>
  );
}
