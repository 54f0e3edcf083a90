import { apiErrorFrom, networkError } from './api-client';

export interface UploadOptions {
  signal?: AbortSignal;
  /** The share of the request body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/**
 * POSTs a multipart form to our API like `api()`, and reports how much of it has been sent.
 * fetch() cannot tell upload progress in browsers, so this one request uses XMLHttpRequest:
 * three 10 MB photos take minutes on a slow uplink, and the seller should see them move.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}) {
  const { signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = jsonBody(request);
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(apiErrorFrom(request.status, body));
    };
    request.onerror = () => reject(networkError());
    request.ontimeout = () => reject(networkError());
    const abort = () => request.abort();
    request.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    request.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });
}

function jsonBody(request: XMLHttpRequest): unknown {
  if (request.status === 204) return null;
  try {
    return JSON.parse(request.responseText);
  } catch {
    return null;
  }
}
