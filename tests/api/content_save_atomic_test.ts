/**
 * A content save is one transaction (server/content/store.ts): its revision, its redirects, its
 * audit entry and the content version commit together, and a save that loses a race to another
 * (409) leaves none of them behind. The races and the stop are made exact by wrapping the site's
 * one writer: the other save runs, or the process "stops", at the moment the save is written.
 */
import assert from "node:assert/strict";
import type { InStatement } from "@libsql/client";
import { DatabaseUnavailableError } from "../../server/db/errors.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { API, article, editorSession, page, send } from "./content_api_fixtures.ts";

function sqlOf(statement: InStatement): string {
  return typeof statement === "string" ? statement : statement.sql;
}

/** Whether `statements` are the batch of a save of an existing item. */
function isSave(statements: InStatement[]): boolean {
  return statements.some((statement) => sqlOf(statement).includes("UPDATE content_items"));
}

async function contentAudit(app: TestApp): Promise<string[]> {
  const { entries } = await app.staff.audit.list({ page: 1, pageSize: 50 });
  return entries.filter((entry) => entry.action === "content_change").map((entry) => entry.detail);
}

async function publishedArticle(app: TestApp, cookie: string): Promise<string> {
  const created = await send(app, cookie, "POST", `${API}/insights`, {
    ...article(),
    status: "published",
  });
  assert.equal(created.status, 201);
  return created.body.id;
}

Deno.test("a slug rename that loses a race to another rename gets 409 and writes no redirect, revision or audit entry", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const id = await publishedArticle(app, cookie);
    const auditBefore = await contentAudit(app);
    // A second editor's rename from the same version lands while this rename is being written.
    const write = app.writer.batch;
    let winner: Promise<Awaited<ReturnType<typeof send>>> | undefined;
    app.writer.batch = async (statements, options) => {
      if (!winner && isSave(statements)) {
        winner = send(app, cookie, "PATCH", `${API}/insights/${id}`, {
          version: 1,
          title: "The winning title",
          slug: "own-label-winner",
        });
        await winner;
      }
      return await write(statements, options);
    };
    const rename = await send(app, cookie, "PATCH", `${API}/insights/${id}`, {
      version: 1,
      slug: "own-label-loser",
    });
    app.writer.batch = write;

    assert.equal((await winner)?.status, 200);
    assert.equal(rename.status, 409);
    assert.equal(rename.body.current.title, "The winning title");
    await app.content.registry.refresh();
    const old = await page(app, "/insights/own-label-growth-2026");
    assert.deepEqual(
      [old.status, old.location],
      [301, "/insights/own-label-winner"],
      "the old address leads to the article, not to the losing save's slug",
    );
    assert.match((await page(app, "/insights/own-label-winner")).html, /The winning title/);
    assert.equal((await page(app, "/insights/own-label-loser")).status, 404);
    const revisions = await send(app, cookie, "GET", `${API}/insights/${id}/revisions`);
    assert.deepEqual(revisions.body.map((r: { version: number }) => r.version), [2, 1]);
    assert.deepEqual(await contentAudit(app), [
      "Insights “The winning title”: saved",
      ...auditBefore,
    ]);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a save's audit entry commits with it: a process stopped right after the save's write keeps both", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const id = await publishedArticle(app, cookie);
    // The process is killed the moment the save's write commits: no later write happens.
    const { batch, execute } = app.writer;
    let stopped = false;
    const dead = () => new DatabaseUnavailableError("The process was stopped");
    app.writer.batch = async (statements, options) => {
      if (stopped) throw dead();
      const results = await batch(statements, options);
      if (isSave(statements)) stopped = true;
      return results;
    };
    app.writer.execute = async (statement, options) => {
      if (stopped) throw dead();
      return await execute(statement, options);
    };
    await send(app, cookie, "PATCH", `${API}/insights/${id}`, {
      version: 1,
      title: "Saved just before the kill",
    });
    Object.assign(app.writer, { batch, execute });

    const saved = await send(app, cookie, "GET", `${API}/insights/${id}`);
    assert.equal(saved.body.title, "Saved just before the kill", "the save committed");
    assert.deepEqual(
      (await contentAudit(app)).filter((detail) => detail.includes("Saved just before the kill")),
      ["Insights “Saved just before the kill”: saved"],
      "a committed save has its audit entry",
    );
  } finally {
    await app.cleanup();
  }
});
