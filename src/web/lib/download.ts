/**
 * Downloads a file the API builds (an Excel export): the same token and language as every API call,
 * so the file has the signed-in user's office scoping and headers in the interface language.
 */
import { LOCAL_STORAGE_KEYS } from '../../common/constants';
import i18n from '../i18n';
import { ApiError } from './api';

/** Some browsers read the blob only after the click returns, so its URL is kept this long. */
const REVOKE_AFTER_MS = 10_000;

export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = localStorage.getItem(LOCAL_STORAGE_KEYS.token) ?? '';
  const headers: Record<string, string> = { 'accept-language': i18n.language === 'en' ? 'en' : 'bn' };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new ApiError(0, i18n.t('common:networkError'));
  }
  if (!response.ok) {
    // Failures come as the usual JSON envelope, with a message in the interface language.
    const payload = await response.json().catch(() => null);
    throw new ApiError(
      response.status,
      payload?.message ?? i18n.t('messages:error.internal'),
      payload?.errors,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
