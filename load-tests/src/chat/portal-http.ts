import { request } from 'node:http';
import { ACCESS_TOKEN_HEADER, type Envelope } from '@portal/contracts';

export type PortalCall = {
  method?: 'GET' | 'POST';
  /** Query parameters of a GET. */
  query?: Record<string, string | number>;
  /** JSON body of a POST. */
  body?: unknown;
  /** The session token, sent as the accessToken header. */
  token?: string;
  /** The loopback address the call comes from (127.0.0.x): the gateway rations SMS per address. */
  from?: string;
  timeoutMs?: number;
};

/** One HTTP call to the gateway, answered by its JSON (the envelope, or the captcha host's body). */
export function callPortal<T = Envelope<unknown>>(baseUrl: string, path: string, call: PortalCall = {}): Promise<T> {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (call.token !== undefined) headers[ACCESS_TOKEN_HEADER] = call.token;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: call.method ?? (body === undefined ? 'GET' : 'POST'), headers, localAddress: call.from, timeout: call.timeoutMs ?? 60_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve(JSON.parse(text) as T);
          } catch {
            reject(new Error(`${path}: HTTP ${response.statusCode ?? '?'} ${text.slice(0, 160)}`));
          }
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${path}: no answer`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The data of a successful envelope, or an error with the gateway's message. */
export async function portalData<T>(baseUrl: string, path: string, call: PortalCall = {}): Promise<T> {
  const answer = await callPortal<Envelope<T>>(baseUrl, path, call);
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.data;
}
