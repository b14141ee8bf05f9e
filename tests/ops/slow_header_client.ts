/**
 * Slow-header ("slowloris") client for the proxy test, run as its own process so its sockets do
 * not count against the test's open-files limit:
 * `deno run --allow-net slow_header_client.ts <port> <connections> <seconds> <source>`
 * where <source> is a loopback address (127.0.0.2, …) standing for one abusive client.
 *
 * Each connection sends a request line and one header, then nothing; when the server closes it,
 * it reconnects, until <seconds> have passed. Local ports are chosen here (from 15000 up) rather
 * than by the kernel, whose ephemeral range (about 28,000 ports, half of them preferred for
 * connect) makes 20,000 concurrent connects crawl. Targets 127.0.0.1 only. Prints a JSON line
 * `{"holding": n}` once 90% of the connections are open at once, and at the end one with the peak of open
 * connections, connections opened in all, connect failures and closes by the server.
 */
import net from "node:net";

const [portArg = "0", connectionsArg = "100", secondsArg = "5", source = "127.0.0.2"] = Deno.args;
const port = Number(portArg);
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);
if (!(port > 0) || !/^127\.\d+\.\d+\.\d+$/.test(source)) {
  throw new Error("Usage: slow_header_client.ts <port> <connections> <seconds> <127.x.y.z>");
}
const deadline = performance.now() + seconds * 1000;
const partial = `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`;
const FIRST_PORT = 15_000, LAST_PORT = 65_000;
let nextPort = FIRST_PORT;
/**
 * Share of the connections open at once that counts as "holding": the server closes each one
 * after its header timeout and it reconnects, so all of them are rarely open at the same instant.
 */
const HOLDING_SHARE = 0.9;
let holding = false;
let open = 0, peak = 0, opened = 0, connectFailures = 0, closedByServer = 0;
const sockets = new Set<net.Socket>();

function running(): boolean {
  return performance.now() < deadline && nextPort <= LAST_PORT;
}

function slot(): void {
  if (!running()) return;
  let connected = false;
  const socket = net.connect({
    host: "127.0.0.1",
    port,
    localAddress: source,
    localPort: nextPort++,
  });
  sockets.add(socket);
  socket.on("connect", () => {
    connected = true;
    opened++;
    open++;
    peak = Math.max(peak, open);
    socket.write(partial);
    if (!holding && open >= connections * HOLDING_SHARE) {
      holding = true;
      console.log(JSON.stringify({ holding: open }));
    }
  });
  socket.on("data", () => {/* e.g. a 408: the close follows */});
  socket.on("error", () => {/* reported through "close" */});
  socket.on("close", () => {
    sockets.delete(socket);
    if (connected) open--;
    if (!running()) return;
    if (connected) closedByServer++;
    else connectFailures++;
    slot();
  });
}

// Waves of 250 every 50 ms (5,000/s): faster, the listen backlog overflows and the kernel's SYN
// retries, not the server, set the pace.
for (let started = 0; started < connections && running(); started += 250) {
  for (let i = started; i < Math.min(connections, started + 250); i++) slot();
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));
console.log(JSON.stringify({ peak, opened, connectFailures, closedByServer }));
for (const socket of sockets) socket.destroy();
Deno.exit(0);
