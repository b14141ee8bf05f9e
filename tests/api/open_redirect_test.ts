/**
 * No response redirects off the site. The request lines are sent raw over a socket, so the
 * server sees exactly what an attacker's link makes a browser send ("/\evil.example/" included).
 */
import assert from "node:assert/strict";
import { startTestServer } from "../helpers/test_app.ts";

/** Paths a crafted link can carry; each used to answer 301 towards evil.example or could. */
const ATTACK_PATHS = [
  "//evil.example/",
  "/\\evil.example/",
  "///evil.example/",
  "/\\/evil.example/",
  "/\\\\evil.example/",
  "//\\evil.example/",
  "//evil.example//",
  "//evil.example/about/",
  "//evil.example/?next=/",
  "/.//evil.example/",
  "/..//evil.example/",
  "/about/..//evil.example/",
  "/%2F%2Fevil.example/",
  "/%5Cevil.example/",
  "/%09/evil.example/",
  "//evil.example%2F/",
  "//user@evil.example/",
  "//evil.example:443/",
  "//127.0.0.1.nip.io/",
];

interface RawResponse {
  status: number;
  location: string | undefined;
}

/** Sends one HTTP/1.1 request line verbatim and reads the status line and Location header. */
async function rawGet(port: number, target: string): Promise<RawResponse> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    const request =
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`;
    await conn.write(new TextEncoder().encode(request));
    const head = await new Response(conn.readable).text();
    const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
    const location = head.match(/\r\nlocation: ([^\r\n]*)/i)?.[1];
    return { status, location };
  } finally {
    try {
      conn.close();
    } catch {
      // Already closed by the stream reader.
    }
  }
}

Deno.test("no path makes the site redirect to another host, protocol-relative or not", async () => {
  const server = await startTestServer();
  const port = Number(new URL(server.origin).port);
  try {
    for (const path of ATTACK_PATHS) {
      const { status, location } = await rawGet(port, path);
      assert.ok(status > 0 && status < 500, `${path}: status ${status}`);
      if (status < 300 || status >= 400) continue;
      assert.ok(location !== undefined, `${path}: ${status} without Location`);
      // What a browser does with the header: resolve against the page it asked for.
      const followed = new URL(location, `${server.origin}${path.replace(/\\/g, "/")}`);
      assert.equal(followed.origin, server.origin, `${path} → Location: ${location}`);
      assert.doesNotMatch(location, /^[\/\\]{2}|^[a-z][a-z0-9+.-]*:/i, `${path} → ${location}`);
    }
  } finally {
    await server.close();
  }
});

Deno.test("a trailing slash after doubled slashes still redirects, to a path on this site", async () => {
  const server = await startTestServer();
  const port = Number(new URL(server.origin).port);
  try {
    const { status, location } = await rawGet(port, "//evil.example/");
    assert.equal(status, 301);
    assert.equal(location, "/evil.example");
    const plain = await rawGet(port, "/about/");
    assert.equal(plain.status, 301);
    assert.equal(plain.location, "/about");
  } finally {
    await server.close();
  }
});
