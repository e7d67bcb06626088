import sharp from 'sharp';
import { texts, type ImageMimeType } from '@market/shared';
import { AppError, badRequest, tooLarge, unsupportedType } from './errors.js';

export type ProcessImageOptions = {
  /** Largest accepted input, in pixels (all frames of an animation together). */
  maxPixels: number;
  /** Most frames of an animation (GIF, WebP): each frame costs work whatever its size. */
  maxFrames?: number;
  /** Longest the decoding and re-encoding may take, in whole seconds (sharp's unit). */
  timeoutSeconds?: number;
  /** The output fits inside maxDimension x maxDimension; smaller images are never enlarged. */
  maxDimension?: number;
};

export type ProcessedImage = { data: Buffer; mimeType: ImageMimeType; width: number; height: number };

export const defaultMaxImageDimension = 2560;
const defaultMaxImageFrames = 200;
const defaultImageTimeoutSeconds = 10;

const mimeByFormat: Record<string, ImageMimeType> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

// Only these formats may carry several frames; for them sharp decodes every frame (`animated: true`).
const animatable = new Set(['gif', 'webp']);

/**
 * Re-encodes an uploaded image so that nothing but pixels survives: orientation is applied from
 * EXIF and then ALL metadata (EXIF with GPS, XMP, IPTC, ICC, comments) is dropped, the pixel count
 * is capped before decoding, the size is capped and the format is kept (jpeg, png, gif, webp).
 *
 * GIF and WebP animations stay animated (every frame is re-encoded and counts toward maxPixels);
 * converting them to a still PNG would change the type the user chose and break animated gig images.
 * Their frame count is capped from the header too: a few bytes per frame can ask for hundreds of
 * thousands of tiny frames, seconds of work that the pixel cap does not see. Whatever slips past
 * both is stopped by the time limit.
 *
 * Throws AppErrors: 413 imageTooManyPixels for pixel bombs, 413 imageTooManyFrames for long
 * animations, 413 imageTooSlow past the time limit, 415 for formats other than the four,
 * 400 texts.imageUnreadable for damaged files.
 */
export async function processImage(input: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  const maxDimension = options.maxDimension ?? defaultMaxImageDimension;
  const maxFrames = options.maxFrames ?? defaultMaxImageFrames;

  // The header alone says how many pixels decoding would produce: refuse bombs before decoding anything.
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch (err) {
    throw withCause(badRequest(texts.imageUnreadable), err);
  }
  const format = meta.format;
  const mimeType = format ? mimeByFormat[format] : undefined;
  if (!mimeType) throw unsupportedType(texts.fileWrongType);
  if (!meta.width || !meta.height) throw badRequest(texts.imageUnreadable);
  // With `animated: true`, height is the height of all frames stacked.
  if (meta.width * meta.height > options.maxPixels) throw tooLarge(texts.imageTooManyPixels);
  const frames = animatable.has(format!) ? (meta.pages ?? 1) : 1;
  if (frames > maxFrames) throw tooLarge(texts.imageTooManyFrames(maxFrames));

  const animated = frames > 1;
  let pipeline = sharp(input, {
    animated,
    limitInputPixels: options.maxPixels,
    // 'error' rejects truncated and broken data but tolerates the harmless warnings some cameras cause.
    failOn: 'error',
  });
  // Orientation lives in EXIF, which is about to be stripped, so apply it to the pixels first.
  // Animations are never rotated: rotating the stacked frames would scramble them.
  if (!animated) pipeline = pipeline.autoOrient();
  pipeline = pipeline.resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
  // sharp writes no metadata unless asked (withMetadata/keepExif/keepIccProfile), so none of these calls keeps any.
  switch (format) {
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 8 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: 85 });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
  }

  pipeline = pipeline.timeout({ seconds: options.timeoutSeconds ?? defaultImageTimeoutSeconds });

  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, mimeType, width: info.width, height: info.pageHeight ?? info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw withCause(tooLarge(texts.imageTooManyPixels), err);
    // sharp's words when the time limit stops the work: "timeout: 12% complete".
    if (err instanceof Error && /^timeout:/i.test(err.message)) throw withCause(tooLarge(texts.imageTooSlow), err);
    throw withCause(badRequest(texts.imageUnreadable), err);
  }
}

function withCause(error: AppError, cause: unknown): AppError {
  (error as Error).cause = cause;
  return error;
}
