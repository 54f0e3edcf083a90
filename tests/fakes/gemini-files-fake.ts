/**
 * The Gemini Files API at its wire, as @google/genai's files.upload speaks it: a resumable
 * upload started by POST /upload/v1beta/files (X-Goog-Upload-Protocol: resumable, Command:
 * start) answered with an X-Goog-Upload-URL, then the bytes POSTed there with Command
 * 'upload, finalize', answered with X-Goog-Upload-Status: final and { file }. GET
 * /v1beta/files/{id} reads one. Files are ACTIVE at once (images are), and kept here so a
 * request that names one by URI can be answered from it.
 */
import { randomUUID } from 'node:crypto';
import type { RecordedRequest } from './fake-server.js';

export interface FakeFile {
  name: string;
  uri: string;
  mimeType: string;
  sizeBytes: string;
  state: 'ACTIVE';
  data: Buffer;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

const header = (request: RecordedRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export function createFilesRoutes(baseUrl: () => string) {
  const files = new Map<string, FakeFile>();
  /** Uploads started and not finished: their declared type and length. */
  const pending = new Map<string, { mimeType: string; length: number; displayName?: string }>();

  const publicFile = ({ data: _data, ...file }: FakeFile) => ({
    ...file,
    createTime: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 48 * 3600_000).toISOString(),
  });

  function start(request: RecordedRequest): Reply {
    if (header(request, 'x-goog-upload-protocol') !== 'resumable')
      return {
        status: 400,
        body: {
          error: {
            code: 400,
            status: 'INVALID_ARGUMENT',
            message: 'Upload protocol must be resumable.',
          },
        },
      };
    const id = randomUUID();
    const body = JSON.parse(request.body.toString('utf8') || '{}') as {
      file?: { displayName?: string };
    };
    pending.set(id, {
      mimeType: String(header(request, 'x-goog-upload-header-content-type') ?? ''),
      length: Number(header(request, 'x-goog-upload-header-content-length')),
      displayName: body.file?.displayName,
    });
    return {
      status: 200,
      body: {},
      headers: {
        'x-goog-upload-url': `${baseUrl()}/upload/v1beta/files?upload_id=${id}&upload_protocol=resumable`,
        'x-goog-upload-status': 'active',
      },
    };
  }

  function finish(request: RecordedRequest, id: string): Reply {
    const upload = pending.get(id);
    if (!upload || !String(header(request, 'x-goog-upload-command')).includes('finalize'))
      return {
        status: 400,
        body: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Unknown upload.' } },
      };
    if (request.body.length !== upload.length)
      return {
        status: 400,
        body: {
          error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Upload length mismatch.' },
        },
      };
    pending.delete(id);
    const name = `files/${id.slice(0, 12)}`;
    const file: FakeFile = {
      name,
      uri: `${baseUrl()}/v1beta/${name}`,
      mimeType: upload.mimeType,
      sizeBytes: String(request.body.length),
      state: 'ACTIVE',
      data: request.body,
    };
    files.set(file.uri, file);
    return {
      status: 200,
      body: { file: publicFile(file) },
      headers: { 'x-goog-upload-status': 'final' },
    };
  }

  return {
    files,
    /** The bytes of an uploaded file, by the URI a request names it by. */
    read: (uri: string) => files.get(uri)?.data,
    /** The answer to a Files API request, or null when the path is not the Files API's. */
    handle(request: RecordedRequest): Reply | null {
      if (request.method === 'POST' && request.path === '/upload/v1beta/files')
        return start(request);
      const upload = /^\/upload\/v1beta\/files\?upload_id=([^&]+)/.exec(request.path);
      if (request.method === 'POST' && upload) return finish(request, upload[1]!);
      const got = /^\/v1beta\/(files\/[^/?]+)$/.exec(request.path);
      if (request.method === 'GET' && got) {
        const file = [...files.values()].find((entry) => entry.name === got[1]);
        return file
          ? { status: 200, body: publicFile(file) }
          : {
              status: 404,
              body: { error: { code: 404, status: 'NOT_FOUND', message: `${got[1]} not found.` } },
            };
      }
      return null;
    },
  };
}

export type FilesRoutes = ReturnType<typeof createFilesRoutes>;
