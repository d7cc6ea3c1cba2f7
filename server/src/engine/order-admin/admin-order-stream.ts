import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AdminOrderPlacedEvent } from '../../../../contracts/admin/orders.js';
import { ORDER_EVENT_FEED, type OrderEventFeed } from '../hub/hub-sources.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** The stream ends with the idle session's time; the browser's EventSource reconnects, and the session guard checks again. */
const STREAM_MS = 30 * 60_000;

/**
 * The open order list's live feed (issue 30 item 7): server-sent events of every order placed,
 * taken from the engine's order event feed as its hub hears it (every instance's orders, through
 * Redis when REDIS_URL is set).
 */
@Injectable()
export class AdminOrderStream {
  constructor(@Inject(ORDER_EVENT_FEED) private readonly events: OrderEventFeed) {}

  follow(request: Request, response: Response): void {
    // no-transform: the gzip middleware would hold the small events back in its buffer.
    response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    response.write('retry: 3000\n\n');
    const unsubscribe = this.events.subscribe(({ event }) => {
      if (event.target !== 'OnOrderCompleted' || !event.arguments[0].isSuccess || !event.arguments[0].docNo) return;
      const placed: AdminOrderPlacedEvent = { number: event.arguments[0].docNo };
      response.write(`event: order-placed\ndata: ${JSON.stringify(placed)}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': \n\n'), HEARTBEAT_MS);
    const end = setTimeout(() => response.end(), STREAM_MS);
    const stop = () => { unsubscribe(); clearInterval(heartbeat); clearTimeout(end); };
    request.on('close', stop);
    response.on('close', stop);
  }
}
