import type { Config } from '../../config.ts';
import type { AiEngine } from './engine.ts';
import { offlineEngine } from './offline/index.ts';
import { openAiEngine } from './openai/index.ts';

/**
 * The model server when AI_BASE_URL is set, else the offline engine: without that variable no form text
 * leaves the server.
 */
export function engineFor(ai: Config['ai']): AiEngine {
  if (!ai.baseUrl) return offlineEngine();
  return openAiEngine({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, timeoutMs: ai.timeoutMs });
}
