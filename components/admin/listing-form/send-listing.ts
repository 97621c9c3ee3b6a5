export interface ApiAnswer {
  success?: boolean;
  message?: string;
  errors?: Record<string, string>;
}

export interface SendResult {
  status: number;
  body: ApiAnswer | null;
}

/**
 * Multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with any HTTP answer; rejects only when no answer arrived.
 */
export function sendListing(method: 'POST' | 'PUT', url: string, data: FormData, onProgress: (percent: number) => void) {
  return new Promise<SendResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      let body: ApiAnswer | null = null;
      try {
        body = JSON.parse(xhr.responseText) as ApiAnswer;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    xhr.send(data);
  });
}
