/**
 * Reads and drops a request body the answer does not need (an API endpoint
 * that takes no body, a 405). Answering while the body is still arriving
 * leaves a keep-alive connection stuck: React Router's Express adapter has
 * already started reading the socket, so Node does not drain the rest, and
 * the client's next request on that connection fails. The server's body limit
 * (express-app.ts) bounds what is read.
 */
export async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // The client went away: nothing left to drain.
  }
}
