/**
 * The .eml copies the file transport writes (one per message, named after its Message-ID), and
 * their removal: erasure of a person and the retention purge delete a message's file together
 * with its outbox row, so no copy of an enquiry outlives the enquiry (UK GDPR Art. 5(1)(e), 17).
 */
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * File name of the .eml copy of the message with `messageId`: the id without angle brackets,
 * anything outside `A-Z a-z 0-9 . _ -` replaced by `_` ("<enquiry.42@example.com>" →
 * "enquiry.42_example.com.eml").
 */
export function mailFileName(messageId: string): string {
  return `${messageId.replace(/[<>]/g, "").replace(/[^A-Za-z0-9._-]/g, "_")}.eml`;
}

/** Which files {@linkcode removeMailFiles} deletes. */
export interface MailFileSelection {
  /** Messages by Message-ID. */
  messageIds?: readonly string[];
  /**
   * Every message about these enquiries, including copies whose outbox row is already gone
   * (a notification is "enquiry.<id>@…", the enquirer's acknowledgement "acknowledgement.<id>@…",
   * a backlog copy "backlog.<send id>.<id>@…", an owner's assignment "assignment.<n>.<id>@…").
   */
  enquiryIds?: readonly string[];
}

function aboutEnquiry(enquiryIds: ReadonlySet<string>, fileName: string): boolean {
  const match =
    /^(?:enquiry|acknowledgement|(?:backlog|assignment)\.[A-Za-z0-9-]+)\.([A-Za-z0-9-]+)_/
      .exec(fileName);
  return match?.[1] !== undefined && enquiryIds.has(match[1]);
}

function isNotFound(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "ENOENT";
}

async function listFolder(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

/** Deletes `dir/name`; false when it did not exist. */
async function removeFile(dir: string, name: string): Promise<boolean> {
  try {
    await rm(join(dir, name));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/**
 * Deletes the selected .eml files from `dir`. A missing folder or file counts as removed already.
 *
 * @returns the number of files deleted
 * @throws the file system's error for anything but "not found" (e.g. permission denied)
 */
export async function removeMailFiles(dir: string, selection: MailFileSelection): Promise<number> {
  const names = new Set((selection.messageIds ?? []).map(mailFileName));
  const enquiryIds = new Set(selection.enquiryIds ?? []);
  if (enquiryIds.size > 0) {
    for (const name of await listFolder(dir)) {
      if (aboutEnquiry(enquiryIds, name)) names.add(name);
    }
  }
  let removed = 0;
  for (const name of names) {
    if (await removeFile(dir, name)) removed++;
  }
  return removed;
}

/** Options of {@linkcode removeStrayMailFiles}. */
export interface StrayMailFileOptions {
  /** Message-IDs of the outbox rows that still exist. */
  liveMessageIds: readonly string[];
  /** Only files last written before this instant (ms) are considered, so a message being
   * written while the list of live rows was read is never taken for a stray. */
  writtenBefore: number;
}

/**
 * Deletes every .eml file in `dir` whose outbox row no longer exists: copies left by an erasure
 * that raced a send, or written before files were removed with their rows.
 *
 * @returns the number of files deleted
 */
export async function removeStrayMailFiles(
  dir: string,
  options: StrayMailFileOptions,
): Promise<number> {
  const live = new Set(options.liveMessageIds.map(mailFileName));
  let removed = 0;
  for (const name of await listFolder(dir)) {
    if (!name.endsWith(".eml") || live.has(name)) continue;
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (!info || info.mtimeMs >= options.writtenBefore) continue;
    if (await removeFile(dir, name)) removed++;
  }
  return removed;
}
