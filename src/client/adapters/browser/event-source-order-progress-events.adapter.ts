import type { OrderProgressEventsPort, OrderProgressListener } from '../../application/ports/order-progress.port';
import { readOrderProgressEvent } from '../http/order-progress.serialization';

/**
 * The order status page's live stream over the browser's EventSource, which reconnects by itself
 * after a drop (the server's `retry:` says when); the listener hears 'down' meanwhile and 'live'
 * once it is back, so the page can read the order again for what it missed.
 */
export class EventSourceOrderProgressEvents implements OrderProgressEventsPort {
  constructor(private readonly baseUrl = '/api') {}

  follow(code: string, listener: OrderProgressListener): () => void {
    if (typeof EventSource === 'undefined') {
      listener.connection('down');
      return () => undefined;
    }
    const source = new EventSource(`${this.baseUrl}/order/${encodeURIComponent(code)}/progress/events`);
    source.addEventListener('open', () => listener.connection('live'));
    source.addEventListener('error', () => listener.connection('down'));
    source.addEventListener('resync', () => listener.resync());
    source.addEventListener('progress', (message) => {
      const progress = readOrderProgressEvent((message as MessageEvent<string>).data);
      // Unreadable: something changed all the same.
      if (progress === null) listener.resync();
      else listener.progress(progress);
    });
    return () => source.close();
  }
}
