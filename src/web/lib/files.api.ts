/**
 * Uploads and protected files. An upload is multipart with the file in the field `file`. A stored
 * file is served only with the bearer token, which an <img src> cannot send, so it is fetched here
 * and shown through an object URL.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LOCAL_STORAGE_KEYS } from '../../common/constants';
import { ApiError, apiRequest } from './api';

/** Sends `file` to `path` (PUT replaces a record's file, POST adds one) and returns the `data` answered. */
export function uploadFile<T>(method: 'PUT' | 'POST', path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<T>(method, path, form);
}

async function fetchFile(path: string, signal: AbortSignal): Promise<Blob> {
  const token = localStorage.getItem(LOCAL_STORAGE_KEYS.token) ?? '';
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return response.blob();
}

/** An object URL of the protected file at `path` (null while loading, without a path, or on failure). */
export function useFileUrl(path: string | null | undefined): string | null {
  const { data } = useQuery({
    queryKey: ['file', path],
    queryFn: ({ signal }) => fetchFile(path as string, signal),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data || !path) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data, path]);
  return url;
}
