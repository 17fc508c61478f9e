import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A local Telegram Bot API (`/bot<token>/<method>` on 127.0.0.1) answering getMe, getUpdates and sendMessage as
 * Telegram does, so the server's grammy client is tested over real HTTP; and an incoming-webhook receiver as Slack
 * and Mattermost run one. Tests script failures and read back what each received.
 */

export type SentMessage = { token: string; chatId: string; text: string };
type Failure = { status: number; description: string };
type Update = { update_id: number; message: Record<string, unknown> };

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Uint8Array));
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

async function listen(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { ok: false, description: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake server has no TCP port');
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

export type FakeBotApi = {
  /** The API root to give the client. */
  url: string;
  /** Every message sent, in order. */
  sent: SentMessage[];
  /** Every method called, `token method`. */
  calls: string[];
  /** A bot the server knows: its token and username. */
  addBot(token: string, username: string): void;
  /** A person writes to the bot in a private chat. */
  write(token: string, chatId: number, text: string, chatType?: string): void;
  /** The next sendMessage calls fail like this, one each. */
  failSends(...failures: Failure[]): void;
  close(): Promise<void>;
};

export async function startFakeBotApi(): Promise<FakeBotApi> {
  const bots = new Map<string, string>();
  const updates = new Map<string, Update[]>();
  const failures: Failure[] = [];
  const sent: SentMessage[] = [];
  const calls: string[] = [];
  let nextUpdate = 1000;

  const answer = (token: string, method: string, body: Record<string, unknown>): [number, unknown] => {
    calls.push(`${token} ${method}`);
    const username = bots.get(token);
    if (username === undefined) return [401, { ok: false, error_code: 401, description: 'Unauthorized' }];
    if (method === 'getMe') {
      const me = { id: Number(token.split(':')[0]), is_bot: true, first_name: 'Bot', username };
      return [200, { ok: true, result: me }];
    }
    if (method === 'getUpdates') {
      const offset = typeof body.offset === 'number' ? body.offset : 0;
      const kept = (updates.get(token) ?? []).filter((update) => update.update_id >= offset);
      updates.set(token, kept);
      return [200, { ok: true, result: kept }];
    }
    if (method !== 'sendMessage') return [404, { ok: false, error_code: 404, description: 'Not Found' }];
    const failure = failures.shift();
    if (failure) return [failure.status, { ok: false, error_code: failure.status, description: failure.description }];
    sent.push({ token, chatId: String(body.chat_id), text: String(body.text) });
    return [200, { ok: true, result: { message_id: sent.length, date: 0, chat: { id: body.chat_id } } }];
  };

  const server = await listen(async (req, res) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec((req.url ?? '').split('?')[0]);
    const body = await bodyOf(req);
    const [status, value] = match ? answer(match[1], match[2], body) : [404, { ok: false, error_code: 404 }];
    send(res, status, value);
  });

  return {
    url: server.url,
    sent,
    calls,
    addBot(token, username) {
      bots.set(token, username);
    },
    write(token, chatId, text, chatType = 'private') {
      nextUpdate += 1;
      const message = { message_id: nextUpdate, date: 0, chat: { id: chatId, type: chatType }, text };
      updates.set(token, [...(updates.get(token) ?? []), { update_id: nextUpdate, message }]);
    },
    failSends(...more) {
      failures.push(...more);
    },
    close: server.close,
  };
}

export type FakeWebhook = {
  url: string;
  /** Every JSON body posted, in order. */
  posts: { text: string }[];
  /** The next posts are answered with these statuses, one each (after them: 200). */
  failWith(...statuses: number[]): void;
  close(): Promise<void>;
};

/** An incoming webhook: takes `{"text": ...}` posts at /hooks/<anything>. */
export async function startFakeWebhook(): Promise<FakeWebhook> {
  const posts: { text: string }[] = [];
  const statuses: number[] = [];
  const server = await listen(async (req, res) => {
    const body = await bodyOf(req);
    const status = statuses.shift() ?? 200;
    if (status === 200) posts.push({ text: String(body.text) });
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end(status === 200 ? 'ok' : 'error');
  });
  return {
    url: `${server.url}/hooks/abc123`,
    posts,
    failWith(...more) {
      statuses.push(...more);
    },
    close: server.close,
  };
}
