/**
 * The malformed request bodies every action route is sent: wrong
 * content types, broken multipart, 1 MB fields, NUL and control characters,
 * invalid UTF-8, 2,000 fields, prototype-pollution names, oversized and
 * chunked bodies. None of them is a valid submission of any form, so none may
 * write anything.
 */

export type MalformedBody = {
  name: string;
  /** Content-Type to send; undefined sends none. */
  contentType?: string;
  body: Buffer;
  chunked?: boolean;
};

const BOUNDARY = "----thpfuzz7MA4YWxkTrZu0gW";
const MB = 1024 * 1024;
/** One byte over the server's whole-request limit (app/server/express-app.ts: 12 MB). */
const OVER_SERVER_LIMIT = 12 * MB + 1;

const utf8 = (text: string) => Buffer.from(text, "utf8");

function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    chunks.push(utf8(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`));
    chunks.push(typeof p.value === "string" ? utf8(p.value) : p.value);
    chunks.push(utf8("\r\n"));
  }
  if (close) chunks.push(utf8(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const urlencoded = "application/x-www-form-urlencoded";
const pollutionNames = [
  "__proto__",
  "__proto__[polluted]",
  "constructor",
  "constructor[prototype][polluted]",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "__defineGetter__",
];

export function malformedBodies(): MalformedBody[] {
  const manyFields = Array.from({ length: 2_000 }, (_, i) => `field${i}=${i}`).join("&");
  return [
    { name: "no content type", body: utf8("intent=x&email=a%40b.co") },
    { name: "text/plain", contentType: "text/plain", body: utf8("intent=x\nemail=a@b.co") },
    {
      name: "application/xml",
      contentType: "application/xml",
      body: utf8('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    },
    { name: "invalid JSON", contentType: "application/json", body: utf8('{"intent": "x", "email": ') },
    {
      name: "JSON with prototype-pollution keys",
      contentType: "application/json",
      body: utf8('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"intent":"x"}'),
    },
    { name: "unknown charset", contentType: `${urlencoded}; charset=utf-16`, body: Buffer.from("intent=x", "utf16le") },
    { name: "multipart without a boundary", contentType: "multipart/form-data", body: multipart([{ name: "intent", value: "x" }]) },
    {
      name: "multipart cut off before its end",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart(
        [
          { name: "intent", value: "x" },
          { name: "email", value: "a@b.co" },
        ],
        false,
      ).subarray(0, -7),
    },
    { name: "multipart with a wrong boundary", contentType: "multipart/form-data; boundary=somethingelse", body: multipart([{ name: "intent", value: "x" }]) },
    {
      name: "multipart garbage",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)),
    },
    {
      name: "multipart file in every field",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart(
        ["intent", "email", "password", "leadId", "amount"].map((name) => ({
          name,
          value: Buffer.from([0, 1, 2, 255]),
          filename: "x.bin",
          type: "application/octet-stream",
        })),
      ),
    },
    { name: "multipart 1 MB field", contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart([{ name: "intent", value: "x".repeat(MB) }]) },
    { name: "urlencoded 1 MB field", contentType: urlencoded, body: utf8(`intent=${"x".repeat(MB)}&email=a%40b.co`) },
    {
      name: "NUL and control characters",
      contentType: urlencoded,
      body: utf8("intent=%00status%00&email=a%00%40b.co&reason=%01%02%1b%5B31m%7f&status=%00&password=%00%00%00%00%00%00%00%00%00%00%00%00"),
    },
    {
      name: "raw NUL and control bytes",
      contentType: urlencoded,
      body: Buffer.concat([utf8("intent="), Buffer.from([0, 1, 2, 27, 127]), utf8("&email="), Buffer.from([0, 0])]),
    },
    { name: "invalid UTF-8 (percent-encoded)", contentType: urlencoded, body: utf8("intent=%ED%A0%80&email=%C3%28%40b.co&password=%FF%FE%FD&reason=%E2%82") },
    {
      name: "invalid UTF-8 (raw bytes)",
      contentType: `${urlencoded}; charset=utf-8`,
      body: Buffer.concat([utf8("intent="), Buffer.from([0xc3, 0x28, 0xed, 0xa0, 0x80, 0xff, 0xfe]), utf8("&email=a@b.co")]),
    },
    { name: "2,000 fields", contentType: urlencoded, body: utf8(manyFields) },
    { name: "prototype-pollution names", contentType: urlencoded, body: utf8(pollutionNames.map((n) => `${encodeURIComponent(n)}=1`).join("&")) },
    {
      name: "prototype-pollution names (multipart)",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart(pollutionNames.map((name) => ({ name, value: "1" }))),
    },
    { name: "chunked body without Content-Length", contentType: urlencoded, body: utf8("intent=x&email=a%40b.co"), chunked: true },
    { name: "oversized body", contentType: urlencoded, body: Buffer.concat([utf8("intent="), Buffer.alloc(OVER_SERVER_LIMIT - 7, "x")]) },
  ];
}
