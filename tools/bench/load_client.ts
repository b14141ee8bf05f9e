/**
 * A bounded HTTP load generator, run as its own process so it does not share the server's event
 * loop: `deno run -A load_client.ts <url> <connections> <seconds> [header=value…]`. Prints one
 * JSON line: requests, seconds, latencies (ms to response headers) p50/p99, errors.
 * Targets only the URL given (the benches pass 127.0.0.1).
 */
const [url, connectionsArg = "16", secondsArg = "5", ...headerArgs] = Deno.args;
if (!url) throw new Error("Usage: load_client.ts <url> <connections> <seconds>");
const headers = Object.fromEntries(headerArgs.map((h) => h.split("=", 2) as [string, string]));
const connections = Number(connectionsArg);
const deadline = performance.now() + Number(secondsArg) * 1000;
const latencies: number[] = [];
let errors = 0;
const started = performance.now();
await Promise.all(Array.from({ length: connections }, async () => {
  while (performance.now() < deadline) {
    const t0 = performance.now();
    try {
      const response = await fetch(url, { headers });
      latencies.push(performance.now() - t0);
      await response.arrayBuffer();
      if (!response.ok) errors++;
    } catch {
      errors++;
    }
  }
}));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pick = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(JSON.stringify({
  requests: latencies.length,
  seconds,
  rps: latencies.length / seconds,
  p50: pick(0.5),
  p99: pick(0.99),
  errors,
}));
