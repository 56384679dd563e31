import { modelTextRuns } from './model-text';

/**
 * A model's text (feedback, an explanation) with its bold and italics, and nothing else of the
 * Markdown or HTML it wrote: text nodes only, so no markup can reach the page (issue 27).
 */
export function ModelText({ text }: { text: string }) {
  return (
    <>
      {modelTextRuns(text).map((run, i) =>
        run.style === 'bold' ? (
          <strong key={i}>{run.text}</strong>
        ) : run.style === 'italic' ? (
          <em key={i}>{run.text}</em>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
