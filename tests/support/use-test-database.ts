/**
 * The database and settings of one integration suite, opened and closed by
 * the suite's own hooks: call it at the top of a `describe` body.
 *
 * Hooks the suite registers after this call run after the database is open,
 * and their afterAll/afterEach run before it is closed (Vitest runs "after"
 * hooks in reverse order), so a suite can start its own servers on top.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle, Db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { testEnv } from "./form-requests";
import { openTestDatabase, type Engine } from "./test-database";

export type TestDatabaseOptions = {
  /** Settings over testEnv()'s defaults. */
  env?: Record<string, string>;
  /** A new database for every test instead of one for the suite (tests that need an empty database). */
  freshPerTest?: boolean;
};

export type TestDatabase = {
  readonly handle: DatabaseHandle;
  readonly db: Db;
  /** Made on first use, with its own DATA_DIR; removed after the suite. */
  readonly env: Env;
  readonly dataDir: string;
};

export function useTestDatabase(engine: Engine, options: TestDatabaseOptions = {}): TestDatabase {
  let handle: DatabaseHandle | undefined;
  let settings: ReturnType<typeof testEnv> | undefined;
  const settingsOf = () => (settings ??= testEnv(options.env));

  const open = async () => {
    handle = await openTestDatabase(engine);
  };
  const close = async () => {
    await handle?.close();
    handle = undefined;
  };
  if (options.freshPerTest) {
    beforeEach(open);
    afterEach(close);
    afterAll(() => settings?.cleanup());
  } else {
    beforeAll(open);
    afterAll(async () => {
      await close();
      settings?.cleanup();
    });
  }

  return {
    get handle() {
      if (!handle) throw new Error("The test database is open only inside tests and hooks");
      return handle;
    },
    get db() {
      return this.handle.db;
    },
    get env() {
      return settingsOf().env;
    },
    get dataDir() {
      return settingsOf().dataDir;
    },
  };
}
