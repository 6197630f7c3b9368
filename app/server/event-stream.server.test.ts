import { afterEach, describe, expect, it, vi } from "vitest";
import { eventStream, type EventStreamSink } from "./event-stream.server";

async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const { value, done } = await reader.read();
  return done ? "<end>" : new TextDecoder().decode(value);
}

describe("eventStream", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers as an uncompressed, uncached event stream with the extra headers, and sends JSON messages", async () => {
    const abort = new AbortController();
    let sink: EventStreamSink | undefined;
    const response = eventStream(abort.signal, async (s) => ((sink = s), () => {}), { headers: { "Set-Cookie": "s=1" }, retryMs: 1000 });
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("no-cache");
    expect(response.headers.get("Cache-Control")).toContain("no-transform");
    expect(response.headers.get("X-Accel-Buffering")).toBe("no");
    expect(response.headers.get("Set-Cookie")).toBe("s=1");
    const reader = response.body!.getReader();
    expect(await readChunk(reader)).toMatch(/^retry: (1\d{3}|2000)\n\n$/);
    await vi.waitFor(() => expect(sink).toBeDefined());
    sink!.send({ type: "lead-gone", leadId: "l1" });
    expect(await readChunk(reader)).toBe('data: {"type":"lead-gone","leadId":"l1"}\n\n');
    abort.abort();
  });

  it("sends a heartbeat comment while idle, and cleans up once when the client goes away", async () => {
    vi.useFakeTimers();
    const abort = new AbortController();
    const cleanup = vi.fn<() => void>();
    const response = eventStream(abort.signal, async () => cleanup, { heartbeatMs: 25_000 });
    const reader = response.body!.getReader();
    await readChunk(reader); // retry
    await vi.advanceTimersByTimeAsync(25_000);
    expect(await readChunk(reader)).toBe(": keep-alive\n\n");
    abort.abort();
    expect(await readChunk(reader)).toBe("<end>");
    expect(cleanup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it("ends after its lifetime, so the browser reconnects through the sign-in check", async () => {
    vi.useFakeTimers();
    const cleanup = vi.fn<() => void>();
    const response = eventStream(new AbortController().signal, async () => cleanup, { maxLifetimeMs: 60_000, heartbeatMs: 100_000 });
    const reader = response.body!.getReader();
    await readChunk(reader);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await readChunk(reader)).toBe("<end>");
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it("a subscription that ends before it started is cleaned up; one that fails ends the stream", async () => {
    const abort = new AbortController();
    const cleanup = vi.fn<() => void>();
    let resolve: (stop: () => void) => void = () => {};
    eventStream(abort.signal, () => new Promise((r) => (resolve = r)));
    abort.abort();
    resolve(cleanup);
    await vi.waitFor(() => expect(cleanup).toHaveBeenCalledTimes(1));

    const failing = eventStream(new AbortController().signal, () => Promise.reject(new Error("database down")));
    const reader = failing.body!.getReader();
    await readChunk(reader);
    expect(await readChunk(reader)).toBe("<end>");
  });
});
