import { describe, expect, it } from "vitest";
import { newToken } from "~/lib/auth/tokens.server";
import { credentialsIn, hideCredentials, HIDDEN, TOKEN_LINK_PATHS } from "./link-tokens";

const token = () => newToken().token;

describe("hiding the credentials of a stored message", () => {
  it.each(TOKEN_LINK_PATHS)("hides the token of a /%s/ link and keeps the rest readable", (path) => {
    const t = token();
    const text = `Open it:\n\nhttps://thp.example/${path}/${t}\n\nThanks`;
    expect(hideCredentials(text)).toBe(`Open it:\n\nhttps://thp.example/${path}/${HIDDEN}\n\nThanks`);
    expect(credentialsIn(text)).toEqual([{ kind: "link", path, token: t }]);
  });

  it("hides a token of any shape on a token path, under a path prefix, before a further segment", () => {
    expect(hideCredentials("https://thp.example/app/invite/short-hand-typed")).toBe(`https://thp.example/app/invite/${HIDDEN}`);
    expect(hideCredentials("See https://thp.example/my-request/abc/events.")).toBe(`See https://thp.example/my-request/${HIDDEN}/events.`);
    expect(hideCredentials("<https://thp.example/alerts/unsubscribe/0123>")).toBe(`<https://thp.example/alerts/unsubscribe/${HIDDEN}>`);
  });

  it("hides token-shaped strings outside the known paths (a link added later), and says nothing can issue them again", () => {
    const t = token();
    const hex = "ab".repeat(32);
    const text = `https://thp.example/account/revert/${t} and https://thp.example/x?key=${hex}`;
    expect(hideCredentials(text)).toBe(`https://thp.example/account/revert/${HIDDEN} and https://thp.example/x?key=${HIDDEN}`);
    expect(credentialsIn(text)).toEqual([
      { kind: "unknown", token: t },
      { kind: "unknown", token: hex },
    ]);
  });

  it("hides a code sent by text", () => {
    const text = "Trusted Home Pros: your code is 042917. It expires in 10 minutes.";
    expect(hideCredentials(text)).toBe(`Trusted Home Pros: your code is ${HIDDEN}. It expires in 10 minutes.`);
    expect(credentialsIn(text)).toEqual([{ kind: "code" }]);
  });

  it("leaves links without a credential alone: lead pages, settings, uuids, slugs", () => {
    const text = [
      "https://thp.example/pro/leads/3f2b6c1e-8a4d-4e7b-9c0a-1d2e3f4a5b6c",
      "https://thp.example/pro/settings",
      "https://thp.example/reviews",
      "https://thp.example/blog/how-much-does-a-new-roof-cost",
      "Call (212) 555-0100, ZIP 10001, reference THP-20261201-0042.",
      "- ZIP code: 10001 (New York, NY)",
    ].join("\n");
    expect(hideCredentials(text)).toBe(text);
    expect(credentialsIn(text)).toEqual([]);
  });

  it("lists a token repeated in a text once", () => {
    const t = token();
    expect(credentialsIn(`https://a.example/invite/${t}\nhttps://a.example/invite/${t}`)).toHaveLength(1);
  });
});
