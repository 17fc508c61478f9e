import http from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { z } from 'zod';

/**
 * A real local model server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions and
 * GET /v1/models), as Ollama, vLLM or LM Studio do, so the assistant is tested through the real client over
 * real HTTP. Each test scripts the answers and reads back every request the server received.
 */

/** How the server answers one chat request. */
export type FakeReply =
  /** A completion whose message content is this string (streamed as SSE chunks when the request asks). */
  | { content: string; delayMs?: number }
  /** A completion whose message content is this value as JSON. */
  | { json: unknown; delayMs?: number }
  /** An error status with an OpenAI-style error body (or this exact body). */
  | { status: number; message?: string; body?: string; delayMs?: number }
  /** A body that is not a chat completion at all, with status 200. */
  | { raw: string; delayMs?: number }
  /** Never answers (`headers`), or sends the headers and never the body (`body`). */
  | { hang: 'headers' | 'body' };

const chatBody = z.looseObject({
  model: z.string(),
  messages: z.array(z.looseObject({ role: z.string(), content: z.string() })),
  stream: z.boolean().optional(),
  temperature: z.number().optional(),
});
export type ChatBody = z.infer<typeof chatBody>;
export type ChatRequest = { headers: IncomingHttpHeaders; body: ChatBody };

export type FakeChatServer = {
  /** The base URL to give the client, ending with /v1. */
  url: string;
  /** Every chat request received, in order. */
  requests: ChatRequest[];
  /** The answer to every request from now on (after any queued ones). */
  reply(next: FakeReply | ((request: ChatRequest) => FakeReply)): void;
  /** Answers for the next requests, one each, before falling back to `reply`. */
  queue(...replies: FakeReply[]): void;
  close(): Promise<void>;
};

/** What the server answers when a test scripted nothing: an error, so no test passes by accident. */
const UNSCRIPTED: FakeReply = { status: 500, message: 'the fake chat server has no reply scripted' };

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

/** The content as server-sent events: a role chunk, the text in a few pieces, a stop chunk, then [DONE]. */
function stream(res: ServerResponse, model: string, content: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, finish: string | null) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  });
  const pieces = [chunk({ role: 'assistant', content: '' }, null)];
  for (let at = 0; at < content.length; at += 16) pieces.push(chunk({ content: content.slice(at, at + 16) }, null));
  pieces.push(chunk({}, 'stop'));
  for (const piece of pieces) res.write(`data: ${JSON.stringify(piece)}\n\n`);
  res.end('data: [DONE]\n\n');
}

function answer(res: ServerResponse, reply: Exclude<FakeReply, { hang: unknown }>, body: ChatBody): void {
  if ('status' in reply) {
    if (reply.body !== undefined) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
      return;
    }
    const message = reply.message ?? `status ${reply.status}`;
    sendJson(res, reply.status, { error: { message, type: 'server_error', param: null, code: null } });
    return;
  }
  if ('raw' in reply) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(reply.raw);
    return;
  }
  const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
  if (body.stream === true) stream(res, body.model, content);
  else sendJson(res, 200, completion(body.model, content));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeChatServer({ model = 'fake-model' } = {}): Promise<FakeChatServer> {
  const requests: ChatRequest[] = [];
  const queued: FakeReply[] = [];
  let responder: (request: ChatRequest) => FakeReply = () => UNSCRIPTED;
  const timers = new Set<NodeJS.Timeout>();

  const handle = async (req: http.IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && path === '/v1/models') {
      sendJson(res, 200, { object: 'list', data: [{ id: model, object: 'model', created: 0, owned_by: 'fake' }] });
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      sendJson(res, 404, { error: { message: `no route ${req.method ?? ''} ${path}`, type: 'not_found' } });
      return;
    }
    const parsed = chatBody.safeParse(JSON.parse(await readBody(req)));
    if (!parsed.success) {
      sendJson(res, 400, { error: { message: parsed.error.message, type: 'invalid_request_error' } });
      return;
    }
    const request = { headers: req.headers, body: parsed.data };
    requests.push(request);
    const reply = queued.shift() ?? responder(request);
    if ('hang' in reply) {
      if (reply.hang === 'body') res.writeHead(200, { 'content-type': 'application/json' }).flushHeaders();
      return;
    }
    if (!reply.delayMs) {
      answer(res, reply, parsed.data);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) answer(res, reply, parsed.data);
    }, reply.delayMs);
    timers.add(timer);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy(error instanceof Error ? error : new Error(String(error)));
      else sendJson(res, 400, { error: { message: String(error), type: 'invalid_request_error' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake chat server has no TCP port');

  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    reply(next) {
      responder = typeof next === 'function' ? next : () => next;
    },
    queue(...replies) {
      queued.push(...replies);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
