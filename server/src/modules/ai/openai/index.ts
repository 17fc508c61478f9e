import OpenAI from 'openai';
import { EngineFailure, type AiEngine } from '../engine.ts';
import { improveMessages, summaryMessages, type ChatMessages } from './prompt.ts';
import { contentOf, parseImprove, parseSummary } from './reply.ts';

/**
 * The assistant on any server that speaks OpenAI chat completions: Ollama, vLLM, LM Studio, OpenAI or a hosted
 * model. No `response_format`: LM Studio rejects `json_object`, so the JSON is asked for in the prompt and read
 * tolerantly (reply.ts). No streaming: the answer is checked as a whole before anyone reads it.
 */

export type OpenAiConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

function failure(error: unknown, caller: AbortSignal, deadline: AbortSignal, timeoutMs: number): EngineFailure {
  if (error instanceof EngineFailure) return error;
  if (deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new EngineFailure(`the model server did not answer within ${timeoutMs} ms`, error);
  }
  if (caller.aborted) return new EngineFailure('the request was cancelled', error);
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    return new EngineFailure(`the model server answered with status ${error.status}`, error);
  }
  if (error instanceof OpenAI.APIConnectionError) return new EngineFailure('the model server cannot be reached', error);
  return new EngineFailure('the model server answered something that is not a chat completion', error);
}

export function openAiEngine(cfg: OpenAiConfig): AiEngine {
  const client = new OpenAI({
    baseURL: cfg.baseUrl,
    // Local servers need no key, but the client insists on one.
    apiKey: cfg.apiKey || 'not-needed',
    timeout: cfg.timeoutMs,
    maxRetries: 0,
    // Our settings come from AI_*; an OPENAI_ORG_ID or OPENAI_PROJECT_ID of the host must not leak to a server.
    organization: null,
    project: null,
  });
  // Temperature 0 keeps answers steady, but some hosted reasoning models accept only their default: once the
  // server says so, this engine stops sending it.
  let temperature: number | undefined = 0;

  const complete = async (messages: ChatMessages, signal: AbortSignal) => {
    try {
      return await client.chat.completions.create({ model: cfg.model, messages, temperature }, { signal });
    } catch (error) {
      if (!(error instanceof OpenAI.BadRequestError && error.param === 'temperature' && temperature !== undefined)) {
        throw error;
      }
      temperature = undefined;
      return await client.chat.completions.create({ model: cfg.model, messages }, { signal });
    }
  };

  // The client's own timeout stops at the response headers; the deadline also covers a body that never ends.
  const ask = async (messages: ChatMessages, caller: AbortSignal): Promise<string> => {
    const deadline = AbortSignal.timeout(cfg.timeoutMs);
    try {
      return contentOf(await complete(messages, AbortSignal.any([caller, deadline])));
    } catch (error) {
      throw failure(error, caller, deadline, cfg.timeoutMs);
    }
  };

  return {
    name: cfg.model,
    summarise: async (input, signal) => parseSummary(await ask(summaryMessages(input), signal)),
    improve: async (input, signal) => parseImprove(await ask(improveMessages(input), signal)),
  };
}
