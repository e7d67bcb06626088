import { texts, type UploadedFile, type UploadPurpose } from '@market/shared';
import { ApiRequestError } from './api-client';

type UploadOptions = {
  /** Called with 0-100 as the bytes go out, and with 100 once the server has stored the file. */
  onProgress?: (percent: number) => void;
};

type ErrorBody = { message?: unknown; code?: unknown; fields?: unknown };

/** The server's `{ message, code, fields }` of a refused upload, as apiFetch reports any other refusal. */
function refusal(status: number, body: ErrorBody | null): ApiRequestError {
  const message = typeof body?.message === 'string' && body.message ? body.message : null;
  return new ApiRequestError({
    status,
    message: message ?? texts.uploadFailed,
    code: typeof body?.code === 'string' ? body.code : undefined,
    fields: message && typeof body?.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string>) : undefined,
    fromServer: message !== null,
  });
}

/**
 * Sends one file to POST /api/uploads (multipart: `purpose` and `file`) and answers the stored
 * file. XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
 * A refusal rejects with an ApiRequestError carrying the server's message (fromServer) or
 * texts.uploadFailed, so callers show it with errorMessage() like any other API error.
 */
export function uploadFile(file: File, purpose: UploadPurpose, { onProgress }: UploadOptions = {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(100);
        resolve(body as UploadedFile);
        return;
      }
      reject(refusal(xhr.status, typeof body === 'object' ? (body as ErrorBody | null) : null));
    };
    xhr.onerror = () => reject(new ApiRequestError({ status: 0, message: texts.uploadFailed, code: 'NETWORK', fromServer: false }));
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    xhr.send(form);
  });
}
