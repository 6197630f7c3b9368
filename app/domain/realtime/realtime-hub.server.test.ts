import { describe, expect, it, vi } from "vitest";
import type { RealtimeMessage } from "~/domain/realtime/marketplace-notification.server";
import { RealtimeHub, type ListenHandlers } from "./realtime-hub.server";

/** A listener standing in for the database connection: the test sends the notifications. */
function fakeListener() {
  const state = { opened: 0, closed: 0, handlers: undefined as ListenHandlers | undefined, fail: false };
  const open = async (handlers: ListenHandlers) => {
    if (state.fail) throw new Error("cannot connect");
    state.opened += 1;
    state.handlers = handlers;
    return { close: async () => void (state.closed += 1) };
  };
  return { state, open };
}

const event = { type: "leads.available", leadIds: ["l1"], category: "roofing", zip: "10001" } as const;

describe("RealtimeHub", () => {
  it("opens one listening connection on the first subscriber and fans each notification out to all", async () => {
    const listener = fakeListener();
    const hub = new RealtimeHub(listener.open);
    expect(listener.state.opened).toBe(0);
    const a: RealtimeMessage[] = [];
    const b: RealtimeMessage[] = [];
    const stopA = await hub.subscribe({ receive: (m) => void a.push(m), close: () => {} });
    await hub.subscribe({ receive: (m) => void b.push(m), close: () => {} });
    expect(listener.state.opened).toBe(1);
    listener.state.handlers!.payload(JSON.stringify(event));
    listener.state.handlers!.payload("not json");
    listener.state.handlers!.payload(JSON.stringify({ type: "leads.available", leadIds: ["l1"], category: "roofing", zip: "10001", phone: "+12125552100" }));
    listener.state.handlers!.resync();
    // Unknown fields are dropped by the parser: nothing but ids, category and ZIP is passed on.
    expect(a).toEqual([{ kind: "event", event }, { kind: "event", event }, { kind: "resync" }]);
    expect(b).toEqual(a);
    stopA();
    listener.state.handlers!.payload(JSON.stringify(event));
    expect(a).toHaveLength(3);
    expect(b).toHaveLength(4);
  });

  it("a subscriber that throws does not stop the others", async () => {
    const listener = fakeListener();
    const hub = new RealtimeHub(listener.open);
    const received = vi.fn<() => void>();
    await hub.subscribe({
      receive: () => {
        throw new Error("broken stream");
      },
      close: () => {},
    });
    await hub.subscribe({ receive: received, close: () => {} });
    listener.state.handlers!.payload(JSON.stringify(event));
    expect(received).toHaveBeenCalledTimes(1);
  });

  it("stop closes every subscriber and the connection", async () => {
    const listener = fakeListener();
    const hub = new RealtimeHub(listener.open);
    const close = vi.fn<() => void>();
    await hub.subscribe({ receive: () => {}, close });
    await hub.subscribe({ receive: () => {}, close });
    await hub.stop();
    expect(close).toHaveBeenCalledTimes(2);
    expect(listener.state.closed).toBe(1);
    expect(hub.subscriberCount).toBe(0);
  });

  it("a failed start rejects the subscriber and is tried again by the next one", async () => {
    const listener = fakeListener();
    listener.state.fail = true;
    const hub = new RealtimeHub(listener.open);
    await expect(hub.subscribe({ receive: () => {}, close: () => {} })).rejects.toThrow("cannot connect");
    expect(hub.subscriberCount).toBe(0);
    listener.state.fail = false;
    await hub.subscribe({ receive: () => {}, close: () => {} });
    expect(listener.state.opened).toBe(1);
  });
});
