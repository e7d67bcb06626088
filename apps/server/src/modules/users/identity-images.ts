import { accountTexts, texts } from '@market/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import { detectFileType } from '../../lib/file-checks.js';
import { prepareUpload, type PreparedUpload, type UploadDeps } from '../files/index.js';
import type { FormFile } from './multipart-form.js';

/** The picture columns of a user row, by the form's part name. */
export const pictureColumn = {
  img: 'imgFileId',
  bankImg: 'bankImgFileId',
  idCardFront: 'idCardFrontFileId',
  idCardBack: 'idCardBackFileId',
  liveSelfie: 'liveSelfieFileId',
} as const;
export type PictureName = keyof typeof pictureColumn;

/**
 * One message per picture that is missing (where `required` says it must be sent) or is not an
 * image, judged by its bytes, never by its name or the browser's type.
 */
export async function pictureErrors<F extends PictureName>(files: Partial<Record<F, FormFile>>, names: readonly F[], required: (name: F) => boolean) {
  const errors: Record<string, string> = {};
  for (const name of names) {
    const file = files[name];
    if (!file || file.data.length === 0) {
      if (required(name)) errors[name] = accountTexts.fileRequired;
      continue;
    }
    const type = await detectFileType(file.data);
    if (type?.kind !== 'image') errors[name] = texts.selectImage;
  }
  return errors;
}

/**
 * Decodes and re-encodes the sent pictures (the avatar public, the identity documents private),
 * before any transaction, so a transaction holds its connection only to write. A failure names the
 * picture: 413 too large, 503 the image queue is full (send again in a moment), else 400.
 */
export async function preparePictures<F extends PictureName>(deps: UploadDeps, files: Partial<Record<F, FormFile>>, names: readonly F[]): Promise<[F, PreparedUpload][]> {
  const prepared: [F, PreparedUpload][] = [];
  for (const name of names) {
    const file = files[name];
    if (!file || file.data.length === 0) continue;
    try {
      const upload = await prepareUpload(deps, { purpose: name === 'img' ? 'avatar' : 'kyc', fileName: `${name}.img`, data: file.data });
      prepared.push([name, upload]);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 413) throw new AppError(413, 'TOO_LARGE', err.message, { [name]: err.message });
      if (err instanceof AppError && err.statusCode === 503) throw err;
      if (err instanceof AppError) throw badRequest(texts.selectImage, { [name]: texts.selectImage });
      throw err;
    }
  }
  return prepared;
}

/** Every problem of a parsed form as one message per field, the first of them as the answer's message. */
export function fieldErrors(issues: readonly { code: string; path: PropertyKey[]; message: string; keys?: string[] }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const unknownKey = issue.code === 'unrecognized_keys';
    const key = unknownKey ? (issue.keys?.[0] ?? 'form') : String(issue.path[0] ?? 'form');
    errors[key] ??= unknownKey ? accountTexts.fieldNotAllowed : issue.message;
  }
  return errors;
}
