/**
 * The listening socket, kept alive through descriptor exhaustion. When the process runs out of file
 * descriptors (idle or slow clients holding connections open up to `ulimit -n`), `Deno.serve`'s
 * accept loop fails with "Too many open files" and ends; unhandled, that error ends the process
 * (measured: under `ulimit -n 256`, 231 idle connections). Here the failure is logged and the
 * socket opened again every {@linkcode RELISTEN_EVERY_MS} until it succeeds: while descriptors are
 * exhausted new connections are refused, and the site serves again once clients let go, without a
 * restart.
 *
 * Deno.serve has no header, body or idle timeouts, so the instance cannot close slow or idle
 * connections itself: the proxy in front does (deploy/Caddyfile `timeouts`), which is why the
 * deployment binds 127.0.0.1 behind Caddy (deploy/README.md).
 */
import type { Logger } from "../log.ts";
import { errorMessage } from "../log.ts";

/** ms between attempts to listen again after the accept loop failed. */
export const RELISTEN_EVERY_MS = 250;

/** Options of {@linkcode serveAndKeepListening}. */
export interface ListenerOptions {
  port: number;
  hostname: string;
  onListen(address: Deno.NetAddr): void;
  log: Logger;
}

/** A running listener; see the module comment. */
export interface Listener {
  /** Stops listening for good and finishes the open requests. */
  shutdown(): Promise<void>;
}

/** Serves `fetch` on `options.hostname:port` and listens again whenever the accept loop fails. */
export function serveAndKeepListening(
  options: ListenerOptions,
  fetch: (
    request: Request,
    info: Deno.ServeHandlerInfo<Deno.NetAddr>,
  ) => Response | Promise<Response>,
): Listener {
  let current: Deno.HttpServer<Deno.NetAddr> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function relisten(error: unknown) {
    current = undefined;
    if (stopped) return;
    options.log("error", "listener failed: listening again", {
      error: errorMessage(error),
      retryMs: RELISTEN_EVERY_MS,
    });
    retry = setTimeout(listen, RELISTEN_EVERY_MS);
  }

  function listen() {
    retry = undefined;
    try {
      const server = Deno.serve({
        port: options.port,
        hostname: options.hostname,
        onListen: options.onListen,
      }, fetch);
      current = server;
      server.finished.catch(relisten);
    } catch (error) {
      // Opening the socket needs a descriptor too: wait for clients to let some go.
      relisten(error);
    }
  }

  listen();
  return {
    async shutdown() {
      stopped = true;
      clearTimeout(retry);
      await current?.shutdown();
    },
  };
}
