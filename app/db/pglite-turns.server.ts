/**
 * Let the event loop take its turn between two statements on the embedded
 * database.
 *
 * PGlite runs Postgres in this thread, synchronously, and its calls settle as
 * promise callbacks only: a run of statements (a request's transaction, then
 * the jobs its commit woke, then the next request's) never lets Node read a
 * socket. Network work that needs several round trips waited for the
 * database to fall idle: a pooled SMTP message (MAIL, RCPT, DATA, the body)
 * took 100-200 ms instead of ~5 ms while sales and quote requests came in,
 * and a webhook's answer likewise, so a lead e-mail reached the SMTP server
 * 1.5 s after its sale (`BENCH_FIGURES=speed-to-lead npm run bench`).
 * One macrotask after each statement (setImmediate: a few microseconds when
 * nothing waits) lets pending I/O run; the statements' order and results are
 * unchanged. Inside transactions too: with turns only between transactions
 * the lead e-mail still took 430-725 ms at p50 (each SMTP reply waited for a
 * whole transaction, four times per message), against 40-50 ms with them.
 * The price is that a transaction, still exclusive, holds the connection a
 * little longer while other callbacks take their turn.
 */
type Statement = (...args: never[]) => Promise<unknown>;
type Statements = { query: Statement; exec: Statement };
type TurnTaking = Statements & { transaction(callback: (tx: Statements) => Promise<unknown>): Promise<unknown> };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function yieldAfterEach(target: Statements): void {
  for (const method of ["query", "exec"] as const) {
    const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
    const taking = async (...args: unknown[]) => {
      try {
        return await original(...args);
      } finally {
        await nextTurn();
      }
    };
    Object.defineProperty(target, method, { value: taking, configurable: true, writable: true });
  }
}

/** Applies to the client's own statements (drizzle, pg-boss) and to those of each transaction it opens. */
export function yieldBetweenStatements(client: TurnTaking): void {
  yieldAfterEach(client);
  const transaction = client.transaction.bind(client);
  const taking = (callback: (tx: Statements) => Promise<unknown>) =>
    transaction((tx) => {
      yieldAfterEach(tx);
      return callback(tx);
    });
  Object.defineProperty(client, "transaction", { value: taking, configurable: true, writable: true });
}
