/**
 * A plain screen's Excel button (no UI kit): downloads the file the API builds at `path` as
 * `<file>-<today>.xlsx`, waits while it comes, and tells a failure as every screen does.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { downloadFile } from '../lib/download';
import { showError } from '../lib/feedback';
import { isoDay } from '../lib/format';

export function ExcelButton({ path, file, label }: { path: string; file: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, `${file}-${isoDay(new Date())}.xlsx`);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="action-button"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={download}
    >
      <FileExcelOutlined />
      {label}
    </button>
  );
}
