import { lookupZip } from "~/lib/zip-lookup.server";

/** "Austin, TX" for a ZIP from the project's ZIP data; the ZIP itself when the data does not know it. */
export async function townOf(zip: string): Promise<string> {
  const found = await lookupZip(zip);
  return found ? `${found.city}, ${found.state}` : zip;
}
