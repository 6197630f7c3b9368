import type { NewAttachment } from "~/domain/messages/post-message.server";

/** A message form's files as the thread's domain takes them; it checks each by its content. */
export async function messageAttachmentsOf(files: readonly File[]): Promise<NewAttachment[]> {
  return Promise.all(files.map(async (f) => ({ name: f.name, mime: f.type, bytes: new Uint8Array(await f.arrayBuffer()) })));
}
