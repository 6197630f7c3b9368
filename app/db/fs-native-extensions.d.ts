// fs-native-extensions ships no types; only the calls data-dir-lock.server.ts makes.
declare module "fs-native-extensions" {
  /** Non-blocking exclusive lock of the whole file; false when another open file description holds it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
