/**
 * The model's configuration faults (a refused key, an unknown model, a context window too small for
 * the prompts): a retry cannot fix them, only the operator can (issue 27, decision 197). One per
 * client, shared by every call: logged once per distinct fault with the detail, shown by the
 * readiness check in our own words (never the provider's text, which may carry part of a key), and
 * forgotten when a call succeeds again.
 */
export class SetupFaults {
  private fault: { summary: string; since: number } | null = null;

  constructor(private readonly log?: ((line: string) => void) | undefined) {}

  /** `summary`: our words, fit for the public readiness check; `detail`: the operator's log line. */
  report(summary: string, detail: string, now = Date.now()): void {
    if (this.fault?.summary === summary) return;
    this.fault = { summary, since: now };
    this.log?.(`AI service not set up correctly (${summary}): ${detail}`);
  }

  clear(): void {
    this.fault = null;
  }

  get current(): { summary: string; since: number } | null {
    return this.fault;
  }
}
