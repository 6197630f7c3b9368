import type { IncomingMessage, ServerResponse } from "node:http";

/** How long the rest of an unread body is read and dropped before the socket is closed. */
const LINGER_MS = 5_000;

/**
 * Answer a request whose body we will not read, then close its connection
 * the way nginx's lingering close does: send the answer with
 * `Connection: close`, half-close our side, and keep reading (and dropping)
 * what the client is still sending until it closes its side or LINGER_MS
 * pass. Node would otherwise destroy the socket as soon as the answer is
 * written: a client still uploading its body then gets a reset (EPIPE)
 * instead of the 413, and the unread body would stall a kept-alive
 * connection's next request.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("Connection", "close");
  const socket = req.socket;
  // Node calls destroySoon() once the last response on a closing connection is written.
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("end", () => {
      clearTimeout(timer);
      socket.destroy();
    });
    socket.once("close", () => clearTimeout(timer));
    // What is still in flight is parsed as the request's body and dropped.
    req.resume();
  };
}
