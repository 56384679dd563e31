import type { FakeLlm, FakeReply, RecordedRequest } from '../../support/fake-llm.js';
import { goodModule } from '../../support/model-module.js';
import { wordOfPrompt } from './cluster.js';

/**
 * Answers every module request with a good module after a delay chosen per word and per attempt (the
 * nth request about the same word), so a test can make a first attempt hang and a retry be quick.
 */
export function answerModules(
  llm: FakeLlm,
  delayMs: (word: string, nth: number) => number,
): { word: string; nth: number; at: number }[] {
  const arrivals: { word: string; nth: number; at: number }[] = [];
  llm.fallback = (req: RecordedRequest): FakeReply => {
    const word = wordOfPrompt(req.body);
    const nth = requestsFor(llm, word).length;
    arrivals.push({ word, nth, at: Date.now() });
    return { json: goodModule(word), delayMs: delayMs(word, nth) };
  };
  return arrivals;
}

/** Requests the model received about one word, with when they arrived (ms since epoch). */
export function requestsFor(llm: FakeLlm, word: string) {
  return llm.requests.filter((r) => wordOfPrompt(r.body) === word);
}
