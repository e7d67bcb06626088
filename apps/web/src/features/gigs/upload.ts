import { texts, type UploadedFile } from '@market/shared';
import { ApiRequestError } from '@/lib/api-client';

/**
 * Uploads one gig image through POST /api/uploads (purpose gig), reporting bytes sent.
 * XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
 */
export function uploadGigImage(file: File, onProgress: (sent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(file.size);
        resolve(body as UploadedFile);
        return;
      }
      const message = body && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : texts.uploadFailed;
      reject(new ApiRequestError({ status: xhr.status, message, fromServer: body !== null }));
    };
    xhr.onerror = () => reject(new ApiRequestError({ status: 0, message: texts.uploadFailed, fromServer: false }));
    const form = new FormData();
    form.append('purpose', 'gig');
    form.append('file', file);
    xhr.send(form);
  });
}
