import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorSchema, idParamsSchema, requestTexts, texts, uploadedFileSchema, uploadPurposes } from '@market/shared';
import { AppError, badRequest, forbidden, notFound, tooLarge } from '../../lib/errors.js';
import { contentDisposition } from '../../lib/file-checks.js';
import { multipartRoutes } from '../../plugins/input.js';
import type { App } from '../../types.js';
import { canReadFile, canUploadFor, recordFileRead, storageAllowance } from './policy.js';
import { findFile, storeUpload, toUploadedFile, uploadLimit, type StorePurpose } from './service.js';

const purposeSchema = z.enum(uploadPurposes);

// A full disk or an exhausted disk quota of the server: its trouble, not the uploader's mistake.
const diskFull = (err: unknown) => ['ENOSPC', 'EDQUOT'].includes((err as { code?: string }).code ?? '');

type UploadForm = { purpose: StorePurpose; fileName: string | undefined; data: Buffer };

/**
 * Reads the whole multipart body: the `purpose` field may come before or after the file, so the
 * file is buffered up to the largest limit any purpose allows (or the purpose's own limit when the
 * purpose came first) and checked again once the purpose is known. Every part is consumed, so an
 * early refusal never leaves the client stuck sending.
 */
async function readUploadForm(request: FastifyRequest, ceiling: number, limitFor: (purpose: StorePurpose) => number): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(texts.fileMissing);
  let purpose: StorePurpose | null = null;
  let purposeError = false;
  let fileName: string | undefined;
  let data: Buffer | null = null;
  let overflow = false;
  let unexpected: string | null = null;

  try {
    for await (const part of request.parts({ limits: { fileSize: ceiling } })) {
      if (part.type === 'field') {
        // A text part named "file" is no file: it is ignored and the upload ends as "file missing".
        if (part.fieldname === 'file') continue;
        if (part.fieldname !== 'purpose' || purpose || purposeError) {
          unexpected ??= part.fieldname;
          continue;
        }
        const parsed = purposeSchema.safeParse(part.value);
        if (parsed.success) purpose = parsed.data;
        else purposeError = true;
        continue;
      }
      if (part.fieldname !== 'file' || data) {
        unexpected ??= part.fieldname;
        for await (const _chunk of part.file) {
          // drained and dropped
        }
        continue;
      }
      const limit = purpose ? limitFor(purpose) : ceiling;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        // Past the limit the rest is read and dropped, never held in memory.
        if (size > limit) overflow = true;
        else chunks.push(chunk);
      }
      if (part.file.truncated) overflow = true;
      fileName = part.filename;
      data = Buffer.concat(chunks);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(texts.fileTooLarge);
    throw err;
  }

  if (unexpected !== null) {
    const text = unexpected === 'file' ? texts.uploadOneFile : unexpected === 'purpose' ? texts.uploadPurposeRequired : requestTexts.fieldNotAllowed;
    throw badRequest(text, { [unexpected]: text });
  }
  if (!purpose) throw badRequest(texts.uploadPurposeRequired, { purpose: texts.uploadPurposeRequired });
  if (overflow || (data && data.length > limitFor(purpose))) throw tooLarge(texts.fileTooLarge);
  // A browser sends an empty part when no file was chosen.
  if (!data || data.length === 0) throw badRequest(texts.fileMissing, { file: texts.fileMissing });
  return { purpose, fileName, data };
}

/** Uploads and file reads: POST /api/uploads and GET /api/files/:id. */
export async function filesRoutes(app: App) {
  // The only multipart route of the module, so the multipart hooks run for it alone (multipartRoutes).
  await multipartRoutes(app, (scope) => {
    scope.post(
      '/api/uploads',
      {
        // Each upload may cost a full image decode, so one address gets a bounded number per minute.
        config: { access: 'signedIn', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['files'],
          summary: 'Upload a file',
          description:
            'multipart/form-data with a `file` part and a `purpose` field (avatar, gig, task, submission). ' +
            'Images (jpg, png, gif, webp) are re-encoded without metadata; task files may also be pdf, doc or docx. ' +
            'avatar and gig files are public, task and submission files private. ' +
            'Task files are for admins, submission files for verified workers (403 otherwise). ' +
            "Each user's files share a storage allowance (413 past it); animations have a frame limit (413). " +
            'Images are processed a few at a time, fairly between users; when too many wait, 503 with Retry-After. ' +
            'An upload that no gig, profile, task or submission ever uses is deleted after a while (a day by default).',
          consumes: ['multipart/form-data'],
          response: { 201: uploadedFileSchema, 400: errorSchema, 403: errorSchema, 413: errorSchema, 415: errorSchema, 503: errorSchema },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const form = await readUploadForm(request, app.config.uploadMaxBytes, (purpose) => uploadLimit(app.config, purpose));
        if (!canUploadFor(user, form.purpose)) throw forbidden(form.purpose === 'task' ? texts.uploadTaskFilesAdminsOnly : texts.uploadWorkVerifiedOnly);
        try {
          const row = await storeUpload(app, {
            ownerId: user.id,
            purpose: form.purpose,
            fileName: form.fileName,
            data: form.data,
            allowanceBytes: storageAllowance(user, app.config),
          });
          return reply.status(201).send(toUploadedFile(row));
        } catch (err) {
          if (!diskFull(err)) throw err;
          request.log.error({ err }, 'upload refused: the storage is full');
          throw new AppError(503, 'STORAGE_UNAVAILABLE', texts.storageUnavailable);
        }
      },
    );
  });

  // Private files answer 404 to everyone who may not read them, signed in or not, so a file id
  // never reveals that the file exists.
  app.get(
    '/api/files/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'Read a stored file',
        description:
          'The stored bytes with their stored Content-Type. Public files (avatars, gig images) are cacheable forever; ' +
          'private files (task, submission, KYC) only for their owner or an admin, never cached.',
        params: idParamsSchema,
        response: { 200: z.unknown().describe('The file bytes'), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const file = await findFile(app.db, request.params.id);
      if (!file || !(await canReadFile(app.db, request.user, file))) throw notFound();
      // E.g. an admin looking at someone's identity documents leaves a trace the user review screen shows.
      await recordFileRead(app.db, request.user, file);
      const stream = await app.storage.get(file.storageKey);
      if (!stream) {
        request.log.error({ fileId: file.id, storageKey: file.storageKey }, 'stored file is missing its bytes');
        throw notFound();
      }
      const isImage = file.mimeType.startsWith('image/');
      reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(isImage ? 'inline' : 'attachment', file.name))
        // Even when opened directly, a stored file can run nothing.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store');
      return reply.send(stream);
    },
  );
}
