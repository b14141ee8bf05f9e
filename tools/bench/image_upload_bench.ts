/**
 * How long an editor waits for an upload: an 800 × 500 photo-like PNG of about 2.2 MB (16 bits a
 * channel, with grain, as a camera export is) sent `RUNS` times (default 5) through
 * `POST /api/staff/content/images` in-process, p50 and each run; then the same bytes through each
 * stage of server/content/images.ts on its own (header, decode to raw, each AVIF and WebP
 * rendition, the social card), median of `RUNS`, so the stage that dominates is named with figures.
 * A bench, not a test: the figures depend on the machine and its load (printed with them).
 *
 * Run: `deno run -A tools/bench/image_upload_bench.ts`.
 */
import sharp from "sharp";
import { quantile } from "../../tests/ops/ops_harness.ts";
import { createTestApp } from "../../tests/helpers/test_app.ts";
import { editorSession } from "../../tests/api/content_api_fixtures.ts";
import { AVIF_EFFORT, UPLOAD_WIDTHS } from "../../server/content/images.ts";

const RUNS = Number(Deno.env.get("RUNS") ?? 5);
const WIDTH = 800, HEIGHT = 500;

/** A smooth scene with per-pixel grain, 16-bit RGB: compresses as a photo does (barely). */
async function photoLikePng(): Promise<Uint8Array> {
  const pixels = new Uint16Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const base = [x / WIDTH, y / HEIGHT, 0.5 + 0.5 * Math.sin(x / 60) * Math.cos(y / 45)];
      for (let c = 0; c < 3; c++) {
        const grain = (Math.random() - 0.5) * 0.06;
        pixels[(y * WIDTH + x) * 3 + c] = Math.round(
          Math.min(1, Math.max(0, base[c]! * 0.85 + grain)) * 65535,
        );
      }
    }
  }
  // A Uint16Array of raw pixels is read as 16 bits a channel.
  const png = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .toColourspace("rgb16").png({ compressionLevel: 6 }).toBuffer();
  return new Uint8Array(png);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

function median(values: number[]): number {
  return quantile(values, 0.5);
}

const png = await photoLikePng();
console.log(
  `input: ${WIDTH} × ${HEIGHT} PNG, ${(png.length / 1024 / 1024).toFixed(2)} MB; ` +
    `load average ${Deno.loadavg().map((n) => n.toFixed(1)).join(" ")}; ${RUNS} runs`,
);

const app = await createTestApp({ background: false });
try {
  const cookie = await editorSession(app);
  const totals: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const form = new FormData();
    form.append("file", new File([png.slice().buffer], "photo.png"));
    const ms = await timed(async () => {
      const response = await app.app.request("/api/staff/content/images", {
        method: "POST",
        headers: {
          Origin: "http://localhost:8000",
          "Sec-Fetch-Site": "same-origin",
          Cookie: cookie,
        },
        body: form,
      });
      if (response.status !== 201) throw new Error(`upload: ${response.status}`);
      await response.body?.cancel();
    });
    totals.push(ms);
  }
  console.log(
    `POST /api/staff/content/images: p50 ${median(totals).toFixed(0)} ms ` +
      `(runs ${totals.map((ms) => ms.toFixed(0)).join(", ")})`,
  );
} finally {
  await app.cleanup();
}

// The stages, as server/content/images.ts runs them (decodeOnce, encode, card).
const stages = new Map<string, number[]>();
function record(name: string, ms: number) {
  stages.set(name, [...(stages.get(name) ?? []), ms]);
}
for (let run = 0; run < RUNS; run++) {
  record("header (metadata)", await timed(() => sharp(png).metadata()));
  let raw:
    | { data: Uint8Array; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }
    | undefined;
  record(
    "decode + resize to raw",
    await timed(async () => {
      raw = await sharp(png).rotate().resize({ width: WIDTH, height: HEIGHT, fit: "fill" }).raw()
        .toBuffer({ resolveWithObject: true });
    }),
  );
  const { data, info } = raw!;
  const image = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (const width of UPLOAD_WIDTHS.filter((w) => w <= WIDTH)) {
    const resized = () => image().resize({ width, withoutEnlargement: true });
    record(
      `AVIF ${width} px`,
      await timed(() => resized().avif({ quality: 55, effort: AVIF_EFFORT }).toBuffer()),
    );
    record(`WebP ${width} px`, await timed(() => resized().webp({ quality: 78 }).toBuffer()));
  }
  record(
    "social card (attention crop + JPEG)",
    await timed(() =>
      image().resize(WIDTH, Math.round(WIDTH / 1.905), {
        fit: "cover",
        position: sharp.strategy.attention,
      }).resize(1200, 630, { fit: "fill" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
    ),
  );
}
// The AVIF encoder's effort (sharp: 0–9, default 4) against time and bytes at 800 px.
const efforts: string[] = [];
{
  const raw = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const image = () =>
    sharp(raw.data, {
      raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels },
    });
  for (const effort of [0, 1, 2, 3, 4]) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      times.push(
        await timed(async () => {
          bytes = (await image().avif({ quality: 55, effort }).toBuffer()).length;
        }),
      );
    }
    efforts.push(
      `AVIF 800 px effort ${effort}: ${median(times).toFixed(0)} ms, ${
        (bytes / 1024).toFixed(0)
      } KB`,
    );
  }
}
const total = [...stages.values()].reduce((sum, values) => sum + median(values), 0);
for (const [name, values] of stages) {
  const ms = median(values);
  console.log(
    `${name.padEnd(38)} ${ms.toFixed(0).padStart(6)} ms  ${(ms / total * 100).toFixed(0)}%`,
  );
}
console.log(`${"sum of stage medians".padEnd(38)} ${total.toFixed(0).padStart(6)} ms`);
for (const line of efforts) console.log(line);
