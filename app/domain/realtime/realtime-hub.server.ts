import {
  parseMarketplaceNotification,
  type RealtimeMessage,
  type RealtimeSource,
  type RealtimeSubscriber,
} from "~/domain/realtime/marketplace-notification.server";
import { logger } from "~/logging/logger.server";

export type ListenHandlers = {
  /** A notification's payload, as sent. */
  payload(text: string): void;
  /** Listening resumed after an interruption: notifications sent meanwhile are lost. */
  resync(): void;
};
export type ListenConnection = { close(): Promise<void> };
/** Opens this process's one listening connection (see realtime-hub-listen.server.ts). */
export type OpenListener = (handlers: ListenHandlers) => Promise<ListenConnection>;

/**
 * The real-time fan-out of one process: a single LISTEN connection, opened on
 * the first subscriber, whose notifications go to every subscriber (the open
 * event streams of this process). Processes share nothing but the database:
 * an event committed by any process reaches the hubs of all of them.
 */
export class RealtimeHub implements RealtimeSource {
  readonly #open: OpenListener;
  readonly #subscribers = new Set<RealtimeSubscriber>();
  #connection: Promise<ListenConnection> | undefined;

  constructor(open: OpenListener) {
    this.#open = open;
  }

  /** Adds a subscriber once the hub is listening; returns the function that removes it. */
  async subscribe(subscriber: RealtimeSubscriber): Promise<() => void> {
    this.#subscribers.add(subscriber);
    try {
      await this.#start();
    } catch (error) {
      this.#subscribers.delete(subscriber);
      throw error;
    }
    return () => {
      this.#subscribers.delete(subscriber);
    };
  }

  get subscriberCount(): number {
    return this.#subscribers.size;
  }

  /** Ends every subscriber's stream and closes the listening connection. */
  async stop(): Promise<void> {
    const connection = this.#connection;
    this.#connection = undefined;
    const subscribers = [...this.#subscribers];
    this.#subscribers.clear();
    for (const subscriber of subscribers) {
      try {
        subscriber.close();
      } catch {
        // Already closed by its client.
      }
    }
    const open = await connection?.catch(() => undefined);
    await open?.close();
  }

  #start(): Promise<ListenConnection> {
    this.#connection ??= this.#open({
      payload: (text) => this.#dispatch(text),
      resync: () => this.#broadcast({ kind: "resync" }),
    }).catch((error: unknown) => {
      this.#connection = undefined;
      throw error;
    });
    return this.#connection;
  }

  #dispatch(text: string): void {
    const event = parseMarketplaceNotification(text);
    if (!event) {
      logger.warn("realtime: ignored a malformed notification", { bytes: text.length });
      return;
    }
    this.#broadcast({ kind: "event", event });
  }

  #broadcast(message: RealtimeMessage): void {
    for (const subscriber of [...this.#subscribers]) {
      try {
        subscriber.receive(message);
      } catch (error) {
        logger.error("realtime: a subscriber failed", { error });
      }
    }
  }
}
