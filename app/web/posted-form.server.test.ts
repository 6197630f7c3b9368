import { describe, expect, it } from "vitest";
import { NOT_A_FORM_MESSAGE, UNREADABLE_FORM_MESSAGE } from "~/lib/form-data.server";
import { postedForm } from "./posted-form.server";

const post = (body: BodyInit, contentType?: string) => {
  const request = new Request("http://localhost/pro", { method: "POST", body, headers: contentType ? { "content-type": contentType } : {} });
  if (!contentType) request.headers.delete("content-type");
  return request;
};

/** What postedForm threw: React Router's data() with its status. */
async function refusal(request: Request) {
  try {
    await postedForm(request);
  } catch (thrown) {
    const { data, init } = thrown as { data: unknown; init: ResponseInit };
    return { status: init.status, message: data };
  }
  return undefined;
}

describe("postedForm", () => {
  it("reads a form post, repeated fields included", async () => {
    const form = await postedForm(post("categories=roofing&categories=solar&intent=save", "application/x-www-form-urlencoded"));
    expect(form.getAll("categories")).toEqual(["roofing", "solar"]);
  });

  it.each([
    ["no content type", undefined],
    ["text/plain", "text/plain"],
    ["JSON", "application/json"],
    ["multipart without a boundary", "multipart/form-data"],
  ])("answers 415 with a message to a body that is no form: %s", async (_name, type) => {
    expect(await refusal(post("intent=save", type))).toEqual({ status: 415, message: NOT_A_FORM_MESSAGE });
  });

  it("answers 400 with a message to broken multipart", async () => {
    expect(await refusal(post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', "multipart/form-data; boundary=y"))).toEqual({
      status: 400,
      message: UNREADABLE_FORM_MESSAGE,
    });
  });
});
