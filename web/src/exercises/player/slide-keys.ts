/** What an arrow key does in the player: move a slide, unless the learner is typing or choosing. */
export function slideKeyAction(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}): 'next' | 'previous' | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return null;
  if (isTypingTarget(event.target)) return null;
  return event.key === 'ArrowRight' ? 'next' : 'previous';
}

/** Text fields move their caret and radio groups their choice with the arrows; leave those alone. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="radiogroup"]')) return true;
  return false;
}
