import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";

describe("canonicalJson", () => {
  it("sorts keys at every depth and writes no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: "x" } })).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}');
  });

  it("gives the same bytes whatever the key order or formatting it was parsed from", () => {
    const one = JSON.parse('{ "id": "c1", "hashes": { "phone": "p", "email": "e" }, "version": 1 }');
    const two = JSON.parse(JSON.stringify({ version: 1, hashes: { email: "e", phone: "p" }, id: "c1" }, null, 2));
    expect(canonicalJson(one)).toBe(canonicalJson(two));
  });

  it("sorts by UTF-16 code units and escapes strings as JSON does", () => {
    expect(canonicalJson({ é: 1, z: 2, A: 3, "\u20ac": 4 })).toBe('{"A":3,"z":2,"é":1,"€":4}');
    expect(canonicalJson('a"b\\c\n')).toBe(String.raw`"a\"b\\c\n"`);
  });

  it("leaves out undefined values and refuses what JSON cannot hold", () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});
