/**
 * The crash tests kill the app with SIGKILL while it talks to the loopback
 * SMTP server and webhook endpoint. A reset connection must cost that one
 * message, not crash the test run with an unhandled 'error' (CI failed once
 * on exactly that: smtp-server re-emits a reset inside a transaction).
 */
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startHttpStandIn } from "../../support/http-stand-in";
import { startSmtpSink } from "../../support/smtp-sink";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a raw connection, waits for each answer, then resets mid-message. */
async function talkThenReset(port: number, lines: string[], awaitAnswers: boolean): Promise<string> {
  const socket = net.connect(port, "127.0.0.1");
  let heard = "";
  socket.on("data", (d) => (heard += d.toString()));
  socket.on("error", () => undefined);
  await new Promise((resolve) => socket.once("connect", resolve));
  for (const line of lines) {
    const before = heard.split("\r\n").length;
    socket.write(line);
    if (!awaitAnswers) continue;
    for (let i = 0; i < 50 && heard.split("\r\n").length === before; i++) await pause(10);
  }
  socket.resetAndDestroy();
  await pause(100);
  return heard;
}

describe("test stand-ins and reset connections", () => {
  const uncaught: Error[] = [];
  const record = (error: Error) => uncaught.push(error);
  afterEach(() => {
    process.off("uncaughtException", record);
    uncaught.length = 0;
  });

  it("the SMTP sink loses only the message whose client reset mid-DATA", async () => {
    process.on("uncaughtException", record);
    const sink = await startSmtpSink();
    try {
      // Wait for the greeting first: smtp-server refuses a client that talks too soon.
      const heard = await talkThenReset(
        sink.port,
        ["", "EHLO test\r\n", "MAIL FROM:<a@example.com>\r\n", "RCPT TO:<b@example.com>\r\n", "DATA\r\n", "Subject: cut"],
        true,
      );
      expect(heard).toContain("354");
      expect(uncaught).toEqual([]);
      expect(sink.received).toEqual([]);
    } finally {
      await sink.stop();
    }
  });

  it("the HTTP stand-in survives a request reset before its body is complete", async () => {
    process.on("uncaughtException", record);
    const hooks = await startHttpStandIn();
    try {
      await talkThenReset(Number(new URL(hooks.url).port), ["POST /hook HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc"], false);
      expect(uncaught).toEqual([]);
      expect(hooks.requests).toEqual([]);
      const answer = await fetch(`${hooks.url}/after`, { method: "POST", body: "{}" });
      expect(answer.status).toBe(201);
    } finally {
      await hooks.stop();
    }
  });
});
