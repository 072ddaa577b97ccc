/**
 * internal-applicant-list-import (role 34): the school's students from an Excel file made from the
 * template; all rows or none, and each mistake shown with its row and column.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAINING_PATHS } from '../../../../common/contracts/training.contract';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
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
  return (
    <Panel title={t('importTitle')}>
      <Alert type="info" showIcon message={t('importHelp')} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadFile(TRAINING_PATHS.studentsTemplate, 'students-template.xlsx').catch(showError)
          }
        >
          {t('template')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            setErrors([]);
            setSummary(null);
            upload.mutate(file, {
              onSuccess: (report) => {
                const text = t('imported', { count: localDigits(report.added, lang) });
                setSummary(text);
                toast('success', text);
              },
              onError: (error) => {
                if (error instanceof ApiError && error.fieldErrors.length > 0) {
                  setSummary(error.message);
                  setErrors(
                    error.fieldErrors.map((item, index) => {
                      const [row, column] = item.field.split(':');
                      return { key: `${index}`, row: Number(row), column, message: item.message };
                    }),
                  );
                } else showError(error);
              },
            });
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending}>
            {t('chooseFile')}
          </Button>
        </Upload>
      </Space>
      {summary && (
        <Alert
          type={errors.length > 0 ? 'error' : 'success'}
          showIcon
          message={summary}
          style={{ marginBottom: 16 }}
        />
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
