/**
 * The largest request bodies the site takes, bytes, by route. The app refuses more with 413
 * (Hono's body limit, in each API module); the front proxy (`deploy/Caddyfile`) refuses more
 * itself, before any byte reaches an instance, with the same figures:
 * `tests/ops/caddyfile_test.ts` holds the two to each other. A body the proxy let through and the
 * app refused costs nothing; a body the proxy cut off mid-stream counts as the instance's failure
 * (deploy/README.md, "What the proxy does").
 */
import { CONTENT_LIMITS } from "../../shared/schemas/content.ts";

/** Room for multipart framing and the other fields around an upload's or a form's payload. */
const ENVELOPE_BYTES = 64 * 1024;

/** `POST /api/staff/content/images`: one image of up to `CONTENT_LIMITS.imageBytesMax`. */
export const IMAGE_UPLOAD_BODY_MAX = CONTENT_LIMITS.imageBytesMax + ENVELOPE_BYTES;

/**
 * The rest of `/api/staff/content/…`: an item whose rich-text body is at most
 * `CONTENT_LIMITS.bodyBytesMax`, which JSON escaping can double.
 */
export const CONTENT_JSON_BODY_MAX = CONTENT_LIMITS.bodyBytesMax * 2 + ENVELOPE_BYTES;

/**
 * Every other route: the largest is an enquiry note (5,000 characters of up to 4 bytes each,
 * escaped in JSON); the public forms take far less (e.g. an enquiry 32 KB).
 */
export const OTHER_BODY_MAX = 64 * 1024;
