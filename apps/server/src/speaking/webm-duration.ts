/**
 * The length of a WebM (Matroska) recording read from its blocks, for files without a Duration in
 * their header: Chromium's and Firefox's MediaRecorder write the segment and its clusters with an
 * unknown size and no duration (the length is not known while recording), and music-metadata
 * cannot walk such clusters. The length is the last block's time plus one block's duration.
 */

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const BLOCK_DURATION = 0x9b;

/** Elements whose children are read in place; every other element is skipped by its size. */
const CONTAINERS = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;

type Vint = { value: number; length: number; unknown: boolean };

/** An EBML variable-length integer; `keepMarker` keeps the length bits (element IDs do). */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[at + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let index = 0; index < size; index += 1) value = value * 256 + (bytes[at + index] ?? 0);
  return value;
}

/** Seconds from the first to the end of the last block, or null when no block was found. */
export function webmDurationFromBlocks(bytes: Uint8Array): number | null {
  let scaleNs = DEFAULT_TIMECODE_SCALE_NS;
  let clusterTime = 0;
  let first: number | null = null;
  let last: number | null = null;
  let lastStep = 0;
  let lastBlockDuration: number | null = null;
  let at = 0;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    if (!id) break;
    const size = readVint(bytes, at + id.length, false);
    if (!size) break;
    const body = at + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      at = body;
      continue;
    }
    if (size.unknown || body + size.value > bytes.length) break;
    if (id.value === TIMECODE_SCALE) scaleNs = readUint(bytes, body, size.value);
    else if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(bytes, body, size.value);
    else if (id.value === BLOCK_DURATION) lastBlockDuration = readUint(bytes, body, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(bytes, body, false);
      if (track && size.value >= track.length + 2) {
        const view = new DataView(bytes.buffer, bytes.byteOffset + body + track.length, 2);
        const time = clusterTime + view.getInt16(0);
        if (first === null || time < first) first = time;
        if (last === null || time >= last) {
          if (last !== null && time > last) lastStep = time - last;
          last = time;
          lastBlockDuration = null;
        }
      }
    }
    at = body + size.value;
  }
  if (first === null || last === null) return null;
  const ticks = last - first + (lastBlockDuration ?? lastStep);
  return (ticks * scaleNs) / 1e9;
}
