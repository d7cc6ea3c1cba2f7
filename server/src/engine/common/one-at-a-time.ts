// An outbox is looked at this often even when nothing asked (a message written by another instance).
export const OUTBOX_SWEEP_MS = 2000;
/** Messages taken per pass. */
export const OUTBOX_BATCH = 20;

/**
 * Runs a drain of waiting rows (an outbox, the owed refunds) one pass at a time: a kick during a
 * pass asks for one more pass after it (what committed meanwhile), never two passes at once over
 * the same rows.
 */
export class OneAtATime {
  private running?: Promise<void>;
  private again = false;

  constructor(private readonly pass: () => Promise<void>) {}

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Resolves once no pass is running (shutdown waits for the one under way). */
  async idle(): Promise<void> {
    await this.running;
  }
}
