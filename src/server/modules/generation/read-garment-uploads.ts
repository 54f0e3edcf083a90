/**
 * Reads the photo form as a stream (busboy): each file is held only up to the 10 MB limit, and
 * one byte more ends the request with 413, so an oversized upload never sits in memory.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { GARMENT_VIEWS, MAX_PHOTO_BYTES, type GarmentView } from '../../../core/uploads.js';
import { AppError } from '../../lib/errors.js';
import { keyed } from '../../../core/server-messages.js';

export interface GarmentUploads {
  files: Partial<Record<GarmentView, Buffer>>;
  fields: Record<string, string>;
}

const MAX_FIELDS = 12;
const MAX_FIELD_BYTES = 4 * 1024;
/** Three photos and the small fields: a larger declared body is refused before it is read. */
const MAX_BODY_BYTES = GARMENT_VIEWS.length * MAX_PHOTO_BYTES + 64 * 1024;

const isView = (name: string): name is GarmentView =>
  (GARMENT_VIEWS as readonly string[]).includes(name);

export async function readGarmentUploads(request: Request): Promise<GarmentUploads> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', keyed('notMultipart'));
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', keyed('photoTooLarge'));

  return new Promise<GarmentUploads>((resolve, reject) => {
    const files: GarmentUploads['files'] = {};
    const fields: Record<string, string> = {};
    let failed = false;
    const source = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      source.unpipe();
      source.destroy();
      reject(error);
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          fileSize: MAX_PHOTO_BYTES,
          files: GARMENT_VIEWS.length,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
    } catch {
      reject(new AppError('UNSUPPORTED_MEDIA_TYPE', keyed('notMultipart')));
      return;
    }

    parser.on('file', (name, stream) => {
      // A form cut off inside a file ends that file's stream with an error: unheard, it would be
      // an uncaught exception that ends the process.
      stream.on('error', () => fail(new AppError('BAD_REQUEST', keyed('uploadCutOff'))));
      if (!isView(name) || files[name]) {
        stream.resume();
        fail(new AppError('BAD_REQUEST', keyed('unknownField')));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new AppError('PAYLOAD_TOO_LARGE', keyed('photoTooLarge'))));
      stream.on('end', () => {
        if (!failed && chunks.length > 0) files[name] = Buffer.concat(chunks);
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new AppError('BAD_REQUEST', keyed('fieldTooLong', name)));
      else fields[name] = value;
    });
    parser.on('filesLimit', () => fail(new AppError('BAD_REQUEST', keyed('unknownField'))));
    parser.on('fieldsLimit', () => fail(new AppError('BAD_REQUEST', keyed('tooManyFields'))));
    parser.on('error', () => fail(new AppError('BAD_REQUEST', keyed('uploadCutOff'))));
    parser.on('close', () => {
      if (!failed) resolve({ files, fields });
    });
    source.on('error', () => fail(new AppError('BAD_REQUEST', keyed('uploadCutOff'))));
    source.pipe(parser);
  });
}
