import { texts, type UploadedFile, type UploadPurpose } from '@market/shared';
import { ApiRequestError, parseBody, refusalError } from './api-client';

type UploadOptions = {
  /** Called with 0-100 as the bytes go out, and with 100 once the server has stored the file. */
  onProgress?: (percent: number) => void;
};

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
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(100);
        resolve(body as UploadedFile);
        return;
      }
      reject(refusalError(xhr.status, body, texts.uploadFailed));
    };
    xhr.onerror = () => reject(new ApiRequestError({ status: 0, message: texts.uploadFailed, code: 'NETWORK', fromServer: false }));
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    xhr.send(form);
  });
}
