import { codedText } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import {
  ALL_REJECTED_REASON,
  NO_CONCEPTS_REASON,
  failureReasonCoded,
  moduleFailedReason,
} from './failure-reasons.js';

describe('failureReasonCoded', () => {
  it('codes each sentence a session can fail with', () => {
    expect(failureReasonCoded(NO_CONCEPTS_REASON)).toEqual({ code: 'no_concepts' });
    expect(failureReasonCoded(ALL_REJECTED_REASON)).toEqual({ code: 'all_rejected' });
    expect(failureReasonCoded(moduleFailedReason('ser vs. estar', 'The model timed out'))).toEqual({
      code: 'module_failed',
      params: { concept: 'ser vs. estar' },
    });
  });

  it('codes the rows written before, whose sentences are the same', () => {
    expect(failureReasonCoded('No concepts to practise were found')).toEqual({ code: 'no_concepts' });
    expect(failureReasonCoded('Module “por / para” could not be generated: boom\nline 2')).toEqual({
      code: 'module_failed',
      params: { concept: 'por / para' },
    });
  });

  it('gives no code without a failure or for a sentence it does not know', () => {
    expect(failureReasonCoded(null)).toBeNull();
    expect(failureReasonCoded('Something else went wrong')).toBeNull();
  });

  it('always answers what the contract accepts', () => {
    const long = moduleFailedReason('x'.repeat(1000), 'e');
    expect(codedText.safeParse(failureReasonCoded(long)).success).toBe(true);
  });
});
