/**
 * The thread of each enquiry (docs/requirements.md#enquiry-thread): the staff replies sent from the
 * enquiry and the enquirer's answers received by the inbound mail receiver, one row per e-mail with
 * its Message-ID, so an answer's `In-Reply-To`/`References` find the enquiry again.
 *
 * The one module with SQL on `enquiry_messages`. Writes are statements for the batch of the change
 * they belong to (server/enquiries/replies.ts: the reply, its outbox row and its audit entry
 * commit together); erasure and the retention purge delete the rows with their enquiry
 * ({@linkcode threadAboutEnquiries}).
 */
import type { Client, InStatement } from "@libsql/client";
import type {
  ReplyDelivery,
  ThreadDirection,
  ThreadMessage,
} from "../../shared/schemas/enquiry_thread.ts";
import type { EnquiryDependent } from "./store.ts";

/** One stored message of a thread. */
export interface ThreadRow {
  id: number;
  enquiryId: string;
  direction: ThreadDirection;
  /** ms since the epoch. */
  at: number;
  /** The staff member's address (`out`) or the sender's (`in`). */
  sender: string;
  subject: string;
  text: string;
  /** The e-mail's Message-ID, with its angle brackets: `<reply.…@crownbridge.co.uk>`. */
  messageId: string;
  /** What was not kept of an answer (attachments), or null. */
  note: string | null;
}

/** Reads the threads and builds the statements that add to them. */
export interface ThreadStore {
  /** The statement that appends `message` (for the batch of the change it belongs to). */
  append(message: Omit<ThreadRow, "id">): InStatement;
  /** The thread of each enquiry of `ids`, oldest first (every id has an entry). */
  of(ids: readonly string[]): Promise<Map<string, ThreadRow[]>>;
  /**
   * The enquiry whose thread holds one of `messageIds` (an answer's `In-Reply-To` and
   * `References`), the newest such message's, or `undefined`.
   */
  enquiryOfMessageIds(messageIds: readonly string[]): Promise<string | undefined>;
  /** Whether a message with `messageId` is stored already (an answer delivered twice). */
  has(messageId: string): Promise<boolean>;
}

/** Creates the {@linkcode ThreadStore} reading through `db`. */
export function createThreadStore(options: { db: Client }): ThreadStore {
  const { db } = options;
  return {
    append(message) {
      return {
        sql: `INSERT INTO enquiry_messages (enquiry_id, direction, at, sender, subject, text,
                message_id, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          message.enquiryId,
          message.direction,
          message.at,
          message.sender,
          message.subject,
          message.text,
          message.messageId,
          message.note,
        ],
      };
    },
    async of(ids) {
      const threads = new Map<string, ThreadRow[]>(ids.map((id) => [id, []]));
      if (!ids.length) return threads;
      const rows = await db.execute({
        sql: `SELECT * FROM enquiry_messages
              WHERE enquiry_id IN (${ids.map(() => "?").join(", ")}) ORDER BY at, id`,
        args: [...ids],
      });
      for (const row of rows.rows) {
        threads.get(String(row.enquiry_id))?.push(rowToMessage(row));
      }
      return threads;
    },
    async enquiryOfMessageIds(messageIds) {
      if (!messageIds.length) return undefined;
      const result = await db.execute({
        sql: `SELECT enquiry_id FROM enquiry_messages
              WHERE message_id IN (${messageIds.map(() => "?").join(", ")})
              ORDER BY at DESC, id DESC LIMIT 1`,
        args: [...messageIds],
      });
      const id = result.rows[0]?.enquiry_id;
      return id === undefined || id === null ? undefined : String(id);
    },
    async has(messageId) {
      const result = await db.execute({
        sql: "SELECT 1 FROM enquiry_messages WHERE message_id = ?",
        args: [messageId],
      });
      return result.rows.length > 0;
    },
  };
}

/**
 * The threads' rows, deleted with their enquiries in the enquiries' own batch (erasure, the
 * retention purge: server/enquiries/store.ts), so no reply or answer outlives its enquiry.
 */
export function threadAboutEnquiries(): EnquiryDependent {
  return {
    table: "enquiry_messages",
    forget({ sql, args }) {
      return {
        statements: [{ sql: `DELETE FROM enquiry_messages WHERE enquiry_id IN (${sql})`, args }],
        finish([deleted]) {
          return Promise.resolve(deleted?.rowsAffected ?? 0);
        },
      };
    },
  };
}

function rowToMessage(row: Record<string, unknown>): ThreadRow {
  return {
    id: Number(row.id),
    enquiryId: String(row.enquiry_id),
    direction: String(row.direction) as ThreadDirection,
    at: Number(row.at),
    sender: String(row.sender),
    subject: String(row.subject),
    text: String(row.text),
    messageId: String(row.message_id),
    note: row.note === null || row.note === undefined ? null : String(row.note),
  };
}

/**
 * The threads of the enquiries of `ids` as staff read them (`ContactSubmission.thread`): each
 * reply with the state of its e-mail (`deliveryOf`: the outbox's), each answer with its note.
 */
export async function threadsOf(
  store: Pick<ThreadStore, "of">,
  ids: readonly string[],
  deliveryOf: (messageIds: readonly string[]) => Promise<Map<string, ReplyDelivery>>,
): Promise<Map<string, ThreadMessage[]>> {
  const rows = await store.of(ids);
  const sent = [...rows.values()].flat().filter((row) => row.direction === "out");
  const delivery = await deliveryOf(sent.map((row) => row.messageId));
  return new Map(
    [...rows].map(([id, messages]) => [
      id,
      messages.map((row): ThreadMessage => {
        const state = delivery.get(row.messageId);
        return {
          id: row.id,
          direction: row.direction,
          from: row.sender,
          at: new Date(row.at).toISOString(),
          subject: row.subject,
          text: row.text,
          // A sent reply's outbox row goes after its retention period: it was sent.
          ...(row.direction === "out" ? { delivery: state ?? "sent" } : {}),
          ...(row.note ? { note: row.note } : {}),
        };
      }),
    ]),
  );
}
