/** Quotes and threads on a bought lead (decision 0052), classified as app/db/personal-data.ts explains; spread into it. */
import { deleted, none, redact, type TableClassification } from "./personal-data-kinds";

export const quotesAndThreads = {
  quotes: {
    why: "a pro's quote on a bought lead; the row stays (the pro's record, response times), the homeowner's words go",
    columns: {
      includes: redact("what the pro's price includes, as the pro wrote it; emptied on erasure (it may describe the home or name the homeowner)"),
      status: none("the quote's state"),
      decline_reason: redact("the homeowner's reason for declining (set to null)"),
    },
  },
  quote_files: {
    why: "the PDF a pro attached to its quote (it may name the homeowner or the address); the row and its file are deleted on erasure",
    rows: "delete-row",
    columns: {
      stored_name: none("a random file name made by the server (the file itself goes with the row)"),
      original_name: deleted("the pro's file name, which may carry the homeowner's name"),
      mime: none("the file's content type"),
      sha256: none("the file's checksum"),
    },
  },
  purchase_messages: {
    why: "the thread between a homeowner and a pro who bought their request; erasure deletes the messages",
    rows: "delete-row",
    columns: {
      author: none("homeowner or pro"),
      via: none("web, e-mail or API"),
      body: deleted("what the homeowner or the pro wrote"),
    },
  },
  message_attachments: {
    why: "files attached to a thread's messages; the rows and their files go with their messages",
    rows: "delete-row",
    columns: {
      stored_name: none("a random file name made by the server (the file itself goes with the row)"),
      original_name: deleted("the sender's file name, which may carry a name"),
      mime: none("the file's content type"),
      sha256: none("the file's checksum"),
    },
  },
} as const satisfies Record<string, TableClassification>;
