import { describe, expect, it } from "vitest";
import { createWaker } from "./wake-queue.server";

/** A run the test finishes by hand, so it decides what happens while one is in progress. */
function controlledRuns() {
  const finishers: ((error?: Error) => void)[] = [];
  let started = 0;
  const run = () => {
    started += 1;
    return new Promise<void>((resolve, reject) => finishers.push((error) => (error ? reject(error) : resolve())));
  };
  const finish = async (error?: Error) => {
    finishers.shift()!(error);
    // Let the waker see the outcome and start the run it owes, if any.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { run, finish, started: () => started };
}

describe("createWaker", () => {
  it("runs at once when idle, and coalesces wake-ups during a run into one more run", async () => {
    const runs = controlledRuns();
    const waker = createWaker("test", runs.run);
    waker.wake();
    expect(runs.started()).toBe(1);
    waker.wake();
    waker.wake();
    waker.wake();
    expect(runs.started()).toBe(1);
    await runs.finish();
    expect(runs.started()).toBe(2);
    await runs.finish();
    await waker.idle();
    expect(runs.started()).toBe(2);
    waker.wake();
    expect(runs.started()).toBe(3);
    await runs.finish();
    await waker.idle();
  });

  it("keeps waking after a run fails", async () => {
    const runs = controlledRuns();
    const waker = createWaker("test", runs.run);
    waker.wake();
    waker.wake();
    await runs.finish(new Error("database away"));
    expect(runs.started()).toBe(2);
    await runs.finish();
    await waker.idle();
    waker.wake();
    expect(runs.started()).toBe(3);
    await runs.finish();
    await waker.idle();
  });

  it("idle() waits for the run in progress", async () => {
    const runs = controlledRuns();
    const waker = createWaker("test", runs.run);
    waker.wake();
    let idle = false;
    const waiting = waker.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    await runs.finish();
    await waiting;
    expect(idle).toBe(true);
  });
});
