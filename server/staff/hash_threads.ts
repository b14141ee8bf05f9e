/**
 * The threads password checks run on (server/staff/hash_worker.ts), owned by the hash pool
 * (server/staff/hash_pool.ts), which never asks for more checks at once than there are threads.
 * Threads start when first needed, so a process that never checks a password starts none.
 */
import type { HashReply, HashRequest } from "./hash_worker.ts";
import { DUMMY_HASH, verifyPassword } from "./passwords.ts";

/**
 * Whether `password` matches the PHC string `stored`; `stored` undefined (an unknown or disabled
 * account) costs a check against the dummy hash and answers false. Never throws.
 */
export type PasswordCheck = (stored: string | undefined, password: string) => Promise<boolean>;

/** Worker threads that check passwords; `stop()` ends them. */
export interface HashThreads {
  check: PasswordCheck;
  stop(): void;
}

/** The check on this thread's argon2 (napi), for before the threads start and after a failure. */
export const checkHere: PasswordCheck = async (stored, password) =>
  await verifyPassword(stored ?? DUMMY_HASH, password) && stored !== undefined;

type Pending = { request: HashRequest; settle: (valid: boolean) => void };

/** Starts up to `count` checking threads, one check at a time on each. */
export function createHashThreads(count: number): HashThreads {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  const waiting: Pending[] = [];
  let nextId = 1;
  let stopped = false;

  function spawn(): Worker {
    const worker = new Worker(new URL("./hash_worker.ts", import.meta.url).href, {
      type: "module",
    });
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      const pending = busy.get(worker);
      busy.delete(worker);
      if (pending?.request.id === event.data.id) pending.settle(event.data.valid);
      release(worker);
    };
    worker.onerror = (event) => {
      // A thread that fails (it could not load argon2, say) is replaced; its check runs here,
      // so a sign-in is answered, never a 500.
      event.preventDefault();
      worker.terminate();
      const pending = busy.get(worker);
      busy.delete(worker);
      if (pending) {
        checkHere(pending.request.stored, pending.request.password).then(pending.settle);
      }
      next();
    };
    return worker;
  }

  function release(worker: Worker) {
    if (stopped) return worker.terminate();
    idle.push(worker);
    next();
  }

  function next() {
    const pending = waiting.shift();
    if (!pending) return;
    const worker = idle.pop() ?? (busy.size < count ? spawn() : undefined);
    if (!worker) return waiting.unshift(pending);
    busy.set(worker, pending);
    worker.postMessage(pending.request);
  }

  return {
    check(stored, password) {
      if (stopped) return checkHere(stored, password);
      return new Promise((settle) => {
        waiting.push({
          request: { id: nextId++, password, ...(stored === undefined ? {} : { stored }) },
          settle,
        });
        next();
      });
    },
    stop() {
      stopped = true;
      for (const worker of idle.splice(0)) worker.terminate();
      // Checks still running finish here, so their sign-ins are answered.
      for (const [worker, pending] of busy) {
        worker.terminate();
        checkHere(pending.request.stored, pending.request.password).then(pending.settle);
      }
      busy.clear();
      for (const pending of waiting.splice(0)) {
        checkHere(pending.request.stored, pending.request.password).then(pending.settle);
      }
    },
  };
}
