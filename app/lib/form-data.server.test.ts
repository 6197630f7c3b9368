import { describe, expect, it } from "vitest";
import {
  FIELD_TOO_LONG_MESSAGE,
  NOT_A_FORM_MESSAGE,
  NOT_JSON_MESSAGE,
  readForm,
  readJson,
  REPEATED_FIELD_MESSAGE,
  TOO_LARGE_MESSAGE,
  TOO_MANY_FIELDS_MESSAGE,
  UNREADABLE_JSON_MESSAGE,
} from "./form-data.server";

const post = (body: BodyInit, type?: string) => new Request("http://localhost/x", { method: "POST", body, headers: type ? { "content-type": type } : {} });
const urlencoded = (body: string) => post(body, "application/x-www-form-urlencoded");

describe("readForm", () => {
  it("reads known fields of a urlencoded post and ignores small unknown ones", async () => {
    expect(await readForm(urlencoded("a=1&b=%C3%A9&intent=x"), { fields: ["a", "b"] })).toEqual({ ok: true, values: { a: "1", b: "é" }, files: {}, lists: {} });
  });

  it("reads every file of a multiple file input, in order, and drops its text when posted without multipart", async () => {
    const form = new FormData();
    form.append("photos", new File(["one"], "1.jpg"));
    form.append("a", "1");
    form.append("photos", new File(["two"], "2.jpg"));
    const result = await readForm(post(form), { fields: ["a"], fileLists: ["photos"] });
    expect(result.ok && (await Promise.all(result.lists.photos!.map((f) => f.text())))).toEqual(["one", "two"]);
    expect(await readForm(urlencoded("a=1&photos=1.jpg&photos=2.jpg"), { fields: ["a"], fileLists: ["photos"] })).toEqual({
      ok: true,
      values: { a: "1" },
      files: {},
      lists: {},
    });
  });

  it("reads fields and files of a multipart post", async () => {
    const form = new FormData();
    form.append("a", "1");
    form.append("f", new File(["hello"], "h.txt"));
    const result = await readForm(post(form), { fields: ["a"], files: ["f"] });
    expect(result.ok && result.values).toEqual({ a: "1" });
    expect(result.ok && (await result.files.f?.text())).toBe("hello");
  });

  it.each([
    ["application/json", '{"a":1}'],
    ["text/plain", "a=1"],
    ["multipart/form-data", "a=1"],
    [undefined, "a=1"],
  ])("refuses content type %j with 415", async (type, body) => {
    const request = post(body, type);
    if (!type) request.headers.delete("content-type");
    expect(await readForm(request, { fields: ["a"] })).toEqual({ ok: false, status: 415, message: NOT_A_FORM_MESSAGE });
  });

  it("refuses a repeated field with 400, naming it", async () => {
    expect(await readForm(urlencoded("a=1&a=2"), { fields: ["a"] })).toEqual({ ok: false, status: 400, message: REPEATED_FIELD_MESSAGE, field: "a" });
  });

  it("refuses too many entries", async () => {
    const body = Array.from({ length: 61 }, (_, i) => `x${i}=1`).join("&");
    expect(await readForm(urlencoded(body), { fields: [] })).toMatchObject({ status: 400, message: TOO_MANY_FIELDS_MESSAGE });
  });

  it("refuses an oversized field (413, named when known) and an oversized body", async () => {
    expect(await readForm(urlencoded(`a=${"x".repeat(20)}`), { fields: ["a"], maxFieldBytes: 10 })).toEqual({
      ok: false,
      status: 413,
      message: FIELD_TOO_LONG_MESSAGE,
      field: "a",
    });
    expect(await readForm(urlencoded(`zz=${"x".repeat(20)}`), { fields: ["a"], maxFieldBytes: 10 })).toMatchObject({ status: 413, message: TOO_LARGE_MESSAGE });
    expect(await readForm(urlencoded("a=".padEnd(200, "x")), { fields: ["a"], maxBodyBytes: 100 })).toMatchObject({ status: 413, message: TOO_LARGE_MESSAGE });
  });

  it("refuses a file in a text field", async () => {
    const form = new FormData();
    form.append("a", new File(["x"], "x.txt"));
    expect(await readForm(post(form), { fields: ["a"] })).toMatchObject({ ok: false, status: 400 });
  });

  it("turns invalid UTF-8 into U+FFFD for the schema to refuse", async () => {
    const result = await readForm(urlencoded("a=%C3%28"), { fields: ["a"] });
    expect(result.ok && result.values.a).toContain("\uFFFD");
  });
});

describe("readJson", () => {
  const json = (body: BodyInit, type = "application/json; charset=utf-8") => post(body, type);

  it("reads a small JSON body", async () => {
    expect(await readJson(json('{"endpoint":"https://push.example/x","keys":{"auth":"a"}}'), { maxBodyBytes: 1024 })).toEqual({
      ok: true,
      value: { endpoint: "https://push.example/x", keys: { auth: "a" } },
    });
  });

  it("answers 415 for a form or no type, 413 over the cap, 400 for broken JSON or bytes that are not UTF-8", async () => {
    expect(await readJson(post("a=1", "application/x-www-form-urlencoded"), { maxBodyBytes: 1024 })).toEqual({
      ok: false,
      status: 415,
      message: NOT_JSON_MESSAGE,
    });
    expect(await readJson(post("{}"), { maxBodyBytes: 1024 })).toMatchObject({ ok: false, status: 415 });
    expect(await readJson(json(JSON.stringify({ pad: "x".repeat(2000) })), { maxBodyBytes: 1024 })).toEqual({
      ok: false,
      status: 413,
      message: TOO_LARGE_MESSAGE,
    });
    expect(await readJson(json('{"a":'), { maxBodyBytes: 1024 })).toEqual({ ok: false, status: 400, message: UNREADABLE_JSON_MESSAGE });
    expect(await readJson(json(new Uint8Array([0x22, 0xff, 0x22])), { maxBodyBytes: 1024 })).toEqual({
      ok: false,
      status: 400,
      message: UNREADABLE_JSON_MESSAGE,
    });
  });
});
