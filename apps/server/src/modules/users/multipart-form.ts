import type { FastifyRequest } from 'fastify';
import { accountTexts } from '@market/shared';
import { badRequest, tooLarge } from '../../lib/errors.js';

export type FormFile = { data: Buffer; fileName: string | undefined };
export type MultipartForm<F extends string> = {
  fields: Record<string, string | string[]>;
  files: Partial<Record<F, FormFile>>;
};

/**
 * Reads an identity form (the registration, the verification later): text fields (skills
 * repeated) and at most one part per named picture; any other file part, or a text field sent
 * twice, is refused by name. A picture over `maxBytes` answers 413.
 */
export async function readMultipartForm<F extends string>(request: FastifyRequest, maxBytes: number, fileNames: ReadonlySet<string>): Promise<MultipartForm<F>> {
  if (!request.isMultipart()) throw badRequest(accountTexts.sendMultipart);
  const form: MultipartForm<F> = { fields: {}, files: {} };
  let unexpected: string | null = null;
  let overflow: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (fileNames.has(part.fieldname)) continue; // an empty text part where a file was expected: "missing"
        const value = String(part.value);
        if (part.fieldname === 'skills') {
          const list = form.fields.skills;
          form.fields.skills = Array.isArray(list) ? [...list, value] : [value];
        } else if (part.fieldname in form.fields) unexpected ??= part.fieldname;
        else form.fields[part.fieldname] = value;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      const name = part.fieldname as F;
      if (!fileNames.has(name) || form.files[name]) {
        unexpected ??= part.fieldname;
        continue;
      }
      if (part.file.truncated) overflow ??= name;
      form.files[name] = { data: Buffer.concat(chunks), fileName: part.filename };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (unexpected) throw badRequest(accountTexts.fieldNotAllowed, { [unexpected]: accountTexts.fieldNotAllowed });
  if (overflow) throw tooLarge();
  return form;
}
