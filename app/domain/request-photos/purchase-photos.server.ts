import { and, asc, eq, sql } from "drizzle-orm";
import { leadReturns, purchases, requestPhotos } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { isUuid } from "~/forms/ids";

export type PhotoSize = "full" | "thumb";
export type PurchasePhoto = { position: number; width: number; height: number };

/**
 * The photos of a lead as its buyer may see them: the purchase must be this contractor's (filtered in SQL, so
 * another's is simply not there), and a credited return takes them back with the contact details (decision 0023).
 */
function ofOwnPurchase(db: Executor, contractorId: string, purchaseId: string, position?: number) {
  return db
    .select({
      position: requestPhotos.position,
      width: requestPhotos.width,
      height: requestPhotos.height,
      storedName: requestPhotos.storedName,
      thumbStoredName: requestPhotos.thumbStoredName,
    })
    .from(purchases)
    .innerJoin(requestPhotos, eq(requestPhotos.quoteRequestId, purchases.quoteRequestId))
    .leftJoin(leadReturns, eq(leadReturns.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.contractorId, contractorId),
        sql`${leadReturns.status} is distinct from 'credited'`,
        position === undefined ? undefined : eq(requestPhotos.position, position),
      ),
    );
}

/** The buyer's list for the lead page (positions, sizes); empty for anyone else. */
export async function purchasePhotos(db: Executor, contractorId: string, purchaseId: string): Promise<PurchasePhoto[]> {
  if (!isUuid(purchaseId)) return [];
  const rows = await ofOwnPurchase(db, contractorId, purchaseId).orderBy(asc(requestPhotos.position)).limit(5);
  return rows.map(({ position, width, height }) => ({ position, width, height }));
}

/** The stored file of one photo (or its thumbnail) for the buyer of the lead; undefined for anyone else. */
export async function purchasePhotoFile(
  db: Executor,
  contractorId: string,
  purchaseId: string | undefined,
  position: string | undefined,
  size: PhotoSize,
): Promise<{ storedName: string } | undefined> {
  if (!isUuid(purchaseId) || !/^[0-4]$/.test(position ?? "")) return undefined;
  const [row] = await ofOwnPurchase(db, contractorId, purchaseId, Number(position));
  if (!row) return undefined;
  return { storedName: size === "thumb" ? row.thumbStoredName : row.storedName };
}

/**
 * The photos of a purchase as one JSON column of a query over purchases joined to lead_returns (the REST API's
 * purchase records): none after a credited return, as purchasePhotos. At most five entries of the primary key.
 */
export const purchasePhotosColumn = () =>
  sql<
    PurchasePhoto[]
  >`(select coalesce(json_agg(json_build_object('position', ${requestPhotos.position}, 'width', ${requestPhotos.width}, 'height', ${requestPhotos.height}) order by ${requestPhotos.position}), '[]'::json) from ${requestPhotos} where ${requestPhotos.quoteRequestId} = ${purchases.quoteRequestId} and ${leadReturns.status} is distinct from 'credited')`;

/** Where the buyer fetches a photo: the dashboard's (signed-in) or the REST API's (Bearer key) path. */
export function photoPaths(via: "dashboard" | "api", purchaseId: string, position: number): { url: string; thumbnailUrl: string } {
  const url = via === "api" ? `/api/v1/purchases/${purchaseId}/photos/${position}` : `/pro/leads/${purchaseId}/photos/${position}`;
  return { url, thumbnailUrl: `${url}/thumbnail` };
}
