import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors.js';

/** The answer when the queue is full: the browser's next try (or the CDN's) will likely find it free. */
export class ImageServiceBusy extends AppError {
  constructor() {
    super('Image service busy, try again shortly', HttpStatus.SERVICE_UNAVAILABLE, 'IMAGE_BUSY');
  }
}

/**
 * Decoding and encoding a picture takes a core and tens of megabytes, so renders run a few at a
 * time and only a bounded number may wait: a burst of new sizes costs latency and then 503s,
 * never the process's memory.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number, private readonly maxWaiting: number) {}

  /** Runs `work` when a slot is free; rejects with ImageServiceBusy at once when too many wait. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new ImageServiceBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` counts it still.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
