import type { UploadedFile, UploadPurpose } from '@market/shared';
import { ApiRequestError } from './api-client';

/**
 * Sends one file to POST /api/uploads. XMLHttpRequest rather than fetch because only it reports
 * upload progress; `onProgress` gets 0-100.
 */
export function uploadFile(file: File, purpose: UploadPurpose, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { message?: string; code?: string } | UploadedFile | null;
      if (xhr.status === 201 && body) {
        onProgress?.(100);
        resolve(body as UploadedFile);
        return;
      }
      const message = body && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
      reject(new ApiRequestError({ status: xhr.status, message: message ?? 'Upload failed', code: body && 'code' in body ? body.code : undefined, fromServer: !!message }));
    };
    xhr.onerror = () => reject(new ApiRequestError({ status: 0, message: 'Upload failed', code: 'NETWORK', fromServer: false }));
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    xhr.send(form);
  });
}
