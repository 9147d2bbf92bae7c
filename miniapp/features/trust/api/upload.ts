import { VERIFICATION_UPLOAD_PATH, type UploadRefusal } from '../../../../shared/trust.js';
import { appStore } from '../../../state/store.js';
import { tokenAtom } from '../../../state/session.js';

export interface Uploaded {
  uploadId: string;
  bytes: number;
  durationMs: number | null;
}

/** A refused upload: `reason` picks the translated text; `null` for a network or server fault. */
export class UploadError extends Error {
  constructor(
    readonly reason: UploadRefusal | 'login' | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends the file itself (not JSON: a video may be 100 MB) with XMLHttpRequest, whose upload
 * progress fetch does not report. The server checks size, kind and real duration again.
 */
export function uploadVerification(file: Blob, kind: 'photo' | 'video', onProgress: (share: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${VERIFICATION_UPLOAD_PATH}?kind=${kind}`);
    xhr.withCredentials = true;
    const token = appStore.get(tokenAtom);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new UploadError(null, 'network'));
    xhr.onload = () => {
      let body: { code: number; message: string; data: (Uploaded & { reason?: UploadRefusal }) | null };
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return reject(new UploadError(null, `HTTP ${xhr.status}`));
      }
      if (body.code === 0 && body.data) return resolve(body.data);
      reject(new UploadError(body.code === 1003 ? 'login' : (body.data?.reason ?? null), body.message));
    };
    xhr.send(file);
  });
}
