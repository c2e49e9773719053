/** A GET to a local server with the path sent exactly as written (fetch would resolve `..` and `//` before sending). */
import http from 'node:http';

export interface RawResponse {
  status: number;
  location: string | undefined;
  body: string;
}

export function rawGet(port: number, requestPath: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: requestPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
