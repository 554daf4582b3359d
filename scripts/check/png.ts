// A minimal PNG reader (8-bit RGB/RGBA, not interlaced: what Chromium's screenshots are), to measure blank screenshots.
import { inflateSync } from "node:zlib";

export interface Image {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  pixels: Uint8Array;
}

export function decodePng(png: Uint8Array): Image {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (view.getUint32(0) !== 0x89504e47) throw new Error("not a PNG");
  let pos = 8;
  let width = 0,
    height = 0,
    colorType = 0;
  const data: Uint8Array[] = [];
  while (pos < png.length) {
    const length = view.getUint32(pos);
    const type = String.fromCharCode(...png.subarray(pos + 4, pos + 8));
    const body = png.subarray(pos + 8, pos + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(pos + 8);
      height = view.getUint32(pos + 12);
      const depth = body[8],
        interlace = body[12];
      colorType = body[9]!;
      if (depth !== 8 || interlace !== 0 || (colorType !== 2 && colorType !== 6))
        throw new Error(`unsupported PNG (depth ${depth}, colour type ${colorType}, interlace ${interlace})`);
    } else if (type === "IDAT") data.push(body);
    else if (type === "IEND") break;
    pos += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const channels = colorType === 6 ? 4 : 3;
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const current = new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? current[x - channels]! : 0;
      const b = previous[x]!;
      const c = x >= channels ? previous[x - channels]! : 0;
      let value = line[x]!;
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c,
          pa = Math.abs(p - a),
          pb = Math.abs(p - b),
          pc = Math.abs(p - c);
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      current[x] = value & 0xff;
    }
    for (let x = 0; x < width; x++) {
      out.set(
        [current[x * channels]!, current[x * channels + 1]!, current[x * channels + 2]!, channels === 4 ? current[x * channels + 3]! : 255],
        (y * width + x) * 4,
      );
    }
    previous = current;
  }
  return { width, height, pixels: out };
}

/** The share of pixels that differ clearly (more than 24 in a channel) from the most common colour. */
export function inkRatio(image: Image): number {
  const counts = new Map<number, number>();
  const { pixels } = image;
  for (let i = 0; i < pixels.length; i += 4) {
    const key = (pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let dominant = 0,
    best = -1;
  for (const [key, n] of counts) if (n > best) [dominant, best] = [key, n];
  const r = dominant >> 16,
    g = (dominant >> 8) & 0xff,
    b = dominant & 0xff;
  let ink = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    if (Math.abs(pixels[i]! - r) > 24 || Math.abs(pixels[i + 1]! - g) > 24 || Math.abs(pixels[i + 2]! - b) > 24) ink++;
  }
  return ink / (pixels.length / 4);
}
