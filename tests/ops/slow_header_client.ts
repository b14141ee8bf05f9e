/**
 * Slow-header ("slowloris") client for the proxy test, run as its own process so its sockets do
 * not count against the test's file limit: `deno run --allow-net slow_header_client.ts
 * <host> <port> <connections> <seconds>`. Each connection sends a request line and one header,
 * then nothing; when the server closes it, it reconnects, until <seconds> have passed. Targets
 * only the address given (the test passes 127.0.0.1). Prints one JSON line: peak open
 * connections, connections opened in all, connect failures, closes by the server.
 */
const [host = "127.0.0.1", portArg = "0", connectionsArg = "100", secondsArg = "5"] = Deno.args;
const port = Number(portArg);
const connections = Number(connectionsArg);
const deadline = performance.now() + Number(secondsArg) * 1000;
if (!(port > 0) || !(host === "127.0.0.1" || host === "localhost")) {
  throw new Error("Usage: slow_header_client.ts 127.0.0.1 <port> <connections> <seconds>");
}

const partial = new TextEncoder().encode(`GET / HTTP/1.1\r\nHost: ${host}\r\n`);
let open = 0;
let peak = 0;
let opened = 0;
let connectFailures = 0;
let closedByServer = 0;
const sockets = new Set<Deno.TcpConn>();

async function slot(startDelayMs: number) {
  await new Promise((resolve) => setTimeout(resolve, startDelayMs));
  const buffer = new Uint8Array(1024);
  while (performance.now() < deadline) {
    let conn: Deno.TcpConn;
    try {
      conn = await Deno.connect({ hostname: host, port });
    } catch {
      connectFailures++;
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    opened++;
    open++;
    peak = Math.max(peak, open);
    sockets.add(conn);
    try {
      await conn.write(partial);
      // Waits until the server gives up on us (EOF or reset), or the run ends (closed below).
      while ((await conn.read(buffer)) !== null) { /* a 408 or similar: wait for the close */ }
      if (performance.now() < deadline) closedByServer++;
    } catch {
      if (performance.now() < deadline) closedByServer++;
    } finally {
      open--;
      sockets.delete(conn);
      try {
        conn.close();
      } catch { /* already closed */ }
    }
  }
}

const ender = setTimeout(() => {
  for (const conn of sockets) {
    try {
      conn.close();
    } catch { /* already closed */ }
  }
}, deadline - performance.now());
// Connections open in waves of 1,000 per 100 ms, so the listen backlog is not the test.
await Promise.all(
  Array.from({ length: connections }, (_, i) => slot(Math.floor(i / 1000) * 100)),
);
clearTimeout(ender);
console.log(JSON.stringify({ peak, opened, connectFailures, closedByServer }));
