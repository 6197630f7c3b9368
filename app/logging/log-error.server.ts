/**
 * What may be logged about an error: enough to know why it happened, never
 * the personal data it may carry.
 *
 * Drizzle wraps every failed query in a DrizzleQueryError whose message is
 * the SQL *and its parameters* (a homeowner's name, e-mail, phone, IP and
 * details), while the reason (disk full, permission denied: the driver's
 * error) sits in `cause`. So the message of a wrapper is never logged; the
 * driver's message is, scrubbed of quoted values, with its SQLSTATE, the
 * statement's verb and table, and the stack frames (without the first line,
 * which repeats the message). PostgreSQL's `detail` ("Key (email)=(a@b.c)
 * already exists"), `where`, `hint` and the parameters are never read.
 */

export type ErrorFields = {
  /** Class of the outermost error (DrizzleQueryError, TypeError…). */
  name: string;
  /** The reason: the innermost message, quoted values removed. */
  message: string;
  /** SQLSTATE of the database error, e.g. 53100 (disk full), 42501 (permission denied). */
  code?: string;
  /** Node's system error code of the cause, e.g. ENOSPC, EACCES. */
  syscallCode?: string;
  /** The failed statement's verb and first table, e.g. `insert into "quote_requests"`. */
  statement?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** Stack frames of the outermost error ("at …" lines only). */
  stack?: string[];
};

const MAX_MESSAGE = 300;
const MAX_FRAMES = 8;
/** An SQL identifier as PostgreSQL quotes it in messages (relation "quote_requests"), or a media type ("multipart/form-data"). */
const IDENTIFIER = /^[a-z_][a-z0-9_$./+-]{0,62}$/;

/**
 * Removes values a message may quote: anything quoted after a colon (pg's
 * `invalid input syntax for type uuid: "abc"`, JSON.parse's excerpts), any
 * single-quoted text, and double-quoted text unless it looks like an
 * identifier (which is what pg puts in double quotes elsewhere).
 */
export function scrubMessage(message: string): string {
  return message
    .replace(/(:\s*)"(?:[^"\\]|\\.)*"/g, '$1"…"')
    .replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
    .replace(/"((?:[^"\\]|\\.)*)"/g, (whole, inner: string) => (IDENTIFIER.test(inner) || inner === "…" ? whole : '"…"'))
    .slice(0, MAX_MESSAGE);
}

/** `insert into "quote_requests"`, `update "leads"`, `delete from "sessions"`, `select … from "users"`: the verb and first table only. */
export function statementName(query: string): string | undefined {
  const sql = query.trim().replace(/\s+/g, " ");
  const verb = /^(insert into|update|delete from|select|with|lock table|create|alter|drop)\b/i.exec(sql)?.[1]?.toLowerCase();
  if (!verb) return undefined;
  const table = /(?:^insert into|^update|^delete from|\bfrom|^lock table)\s+("[^"]{1,63}"(?:\."[^"]{1,63}")?|[a-z_][\w.]{0,62})/i.exec(sql)?.[1];
  if (verb === "select" || verb === "with") return table ? `${verb} … from ${table}` : verb;
  return table ? `${verb} ${table}` : verb;
}

type Fields = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** The chain error → cause → cause… (at most a few levels). */
function chain(error: unknown): Fields[] {
  const links: Fields[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object" && !links.includes(current as Fields); depth++) {
    links.push(current as Fields);
    current = (current as Fields).cause;
  }
  return links;
}

/** Safe fields of any thrown value, for logger fields (the logger also applies this to any Error it is given). */
export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) {
    // A thrown string or number could be anything the code had at hand: log its kind, not its text.
    return { name: typeof error, message: `a ${typeof error} was thrown` };
  }
  const links = chain(error);
  const outer = links[0]!;
  const innermost = links.at(-1)!;
  const database = links.find((l) => typeof l.code === "string" && /^[0-9A-Z]{5}$/.test(l.code));
  const system = links.find((l) => typeof l.code === "string" && /^E[A-Z]+$/.test(l.code));
  const query = links.map((l) => str(l.query)).find(Boolean);
  // The database's own message says why; a query wrapper's (Drizzle's) lists the parameters, so it is never used.
  const wrapper = !database && ("query" in innermost || "params" in innermost);
  const fields: ErrorFields = {
    name: (error as Error).constructor?.name || str(outer.name) || "Error",
    message: wrapper ? "query failed" : scrubMessage(str((database ?? innermost).message) ?? ""),
  };
  if (database) {
    fields.code = database.code as string;
    for (const key of ["table", "column", "constraint"] as const) if (str(database[key])) fields[key] = database[key] as string;
  }
  if (system) fields.syscallCode = system.code as string;
  if (query) fields.statement = statementName(query);
  const frames = framesOf(outer);
  if (frames?.length) fields.stack = frames;
  return fields;
}

/**
 * The "at …" lines of a stack. The stack starts with the message, which may
 * span lines (Drizzle's does, with the parameters, and a parameter may itself
 * contain "\n    at "): that head is cut off before any line is kept.
 */
function framesOf(error: Fields): string[] | undefined {
  const stack = str(error.stack);
  if (!stack) return undefined;
  const name = String(error.name ?? "Error");
  const head = error.message ? `${name}: ${String(error.message)}` : name;
  // Without the head where it belongs, nothing of the stack can be told apart from the message.
  if (!stack.startsWith(head)) return undefined;
  return stack
    .slice(head.length)
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
}
