import { useEffect, useState } from 'react';

/**
 * Calls `then` once the browser has painted the frame after this call and shown it: a requestAnimationFrame
 * callback runs just before that frame's paint; the compositor puts it on screen a little later (the
 * time a largest-contentful-paint entry records, 2–20 ms after the paint on a slow machine), so the
 * callback waits for the start of the following frame and then a task. Lighthouse counts every request
 * started before that on-screen time as holding back the largest paint (decision 324). Without animation
 * frames (a test environment without them) a plain task stands in. Returns a cancel function.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(then, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on a component's first render, true once the browser has painted it. What only adds to a text
 * already on screen (a highlight's hover card and its chunks, the exercise session's lookup) waits for it,
 * so the entry page's text paints first and its largest paint does not wait for those downloads
 * (issue 28, decision 312).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
