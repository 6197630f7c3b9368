/**
 * Reply addresses (decision 0052): a keyed MAC of the purchase and the side, with a secret made at first use in
 * app_secrets; nothing is stored per address, and an altered one reads as nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appSecrets } from "~/db/schema";
import { readReplyAddress, replyAddressFor } from "~/domain/messages/reply-address.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const purchaseId = "0b6e2f4c-7d1a-4c3e-9f7a-2b8c1d0e5f6a";
const env = { MAIL_REPLY_DOMAIN: "reply.example.com" };

describe.each(testEngines())("reply addresses on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("gives each side of a thread its own address, which reads back as that thread and side", async () => {
    const pro = await replyAddressFor(t.db, env, purchaseId, "pro");
    const homeowner = await replyAddressFor(t.db, env, purchaseId, "homeowner");
    expect(pro).toMatch(/^reply\+0b6e2f4c7d1a4c3e9f7a2b8c1d0e5f6ap[0-9a-f]{20}@reply\.example\.com$/);
    expect(homeowner).not.toBe(pro);
    expect(await readReplyAddress(t.db, env, pro!)).toEqual({ purchaseId, side: "pro" });
    expect(await readReplyAddress(t.db, env, homeowner!.toUpperCase())).toEqual({ purchaseId, side: "homeowner" });
  });

  it("refuses an address whose MAC was altered, that names the other side, or that another secret signed", async () => {
    const pro = (await replyAddressFor(t.db, env, purchaseId, "pro"))!;
    const mac = pro.slice(pro.indexOf("@") - 20, pro.indexOf("@"));
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("0") ? "1" : "0"}`;
    expect(await readReplyAddress(t.db, env, pro.replace(mac, flipped))).toBeNull();
    expect(await readReplyAddress(t.db, env, pro.replace(`p${mac}`, `h${mac}`))).toBeNull();
    expect(await readReplyAddress(t.db, env, pro.replace("0b6e2f4c", "1b6e2f4c"))).toBeNull();
    expect(await readReplyAddress(t.db, { MAIL_REPLY_DOMAIN: "other.example.com" }, pro)).toBeNull();
  });

  it("keeps one secret in app_secrets, the same for every reader, and gives no address without a domain", async () => {
    await replyAddressFor(t.db, env, purchaseId, "pro");
    const rows = await t.db.select().from(appSecrets).where(eq(appSecrets.name, "message-reply-address-hmac"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value.length).toBeGreaterThanOrEqual(40);
    expect(await replyAddressFor(t.db, {}, purchaseId, "pro")).toBeNull();
    expect(await readReplyAddress(t.db, {}, `reply+${"0".repeat(53)}@reply.example.com`)).toBeNull();
  });
});
