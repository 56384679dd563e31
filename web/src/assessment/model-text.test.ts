import { describe, expect, it } from 'vitest';
import { modelTextRuns, plainModelText } from './model-text';

describe('modelTextRuns', () => {
  it('shows Markdown bold and italics as such, never the marks', () => {
    expect(modelTextRuns('**Great job!** Watch the *subjunctive* and __accents__.')).toEqual([
      { text: 'Great job!', style: 'bold' },
      { text: ' Watch the ', style: 'plain' },
      { text: 'subjunctive', style: 'italic' },
      { text: ' and ', style: 'plain' },
      { text: 'accents', style: 'bold' },
      { text: '.', style: 'plain' },
    ]);
  });

  it('turns HTML bold and italics into runs and drops every other tag, scripts included', () => {
    const runs = modelTextRuns(
      '<b>Bien</b> <script>alert(1)</script><img src=x onerror=alert(1)><em>hecho</em> &lt;3',
    );
    expect(runs).toEqual([
      { text: 'Bien', style: 'bold' },
      { text: ' alert(1)', style: 'plain' },
      { text: 'hecho', style: 'italic' },
      { text: ' <3', style: 'plain' },
    ]);
  });

  it('leaves what is not a mark alone: snake_case, 2 * 3, a lone asterisk', () => {
    expect(plainModelText('use ser_estar when 2 * 3 = 6 and a* stays')).toBe(
      'use ser_estar when 2 * 3 = 6 and a* stays',
    );
  });

  it('drops heading and quote markers and code ticks', () => {
    expect(plainModelText('## Feedback\n> Use `fui`, not `fue`.')).toBe('Feedback\nUse fui, not fue.');
  });
});
