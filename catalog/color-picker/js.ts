// Dragging or arrow-keying the area sets saturation and brightness, the slider sets hue, the hex field and the
// swatches set all three; the thumb, preview, hex value and contrast ratio follow.
function hsvToRgb(h: number, s: number, v: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return Math.round(255 * (v - v * s * Math.max(0, Math.min(k, 4 - k, 1))));
  };
  return [f(5), f(3), f(1)];
}

function rgbToHsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r / 255) h = ((g - b) / 255 / d) % 6;
    else if (max === g / 255) h = (b - r) / 255 / d + 2;
    else h = (r - g) / 255 / d + 4;
  }
  return [(h * 60 + 360) % 360, max === 0 ? 0 : d / max, max];
}

function contrastOnWhite(rgb: [number, number, number]): number {
  const lin = rgb.map((c) => {
    const x = c / 255;
    return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
  return 1.05 / (l + 0.05);
}

function mount(root: HTMLElement): () => void {
  const area = root.querySelector<HTMLElement>(".area")!;
  const hue = root.querySelector<HTMLInputElement>(".hue")!;
  const hex = root.querySelector<HTMLInputElement>(".hex")!;
  const ratio = root.querySelector<HTMLElement>(".ratio-value")!;
  const grade = root.querySelector<HTMLElement>(".grade")!;
  const swatches = [...root.querySelectorAll<HTMLButtonElement>(".swatch")];
  let h = 221;
  let s = 0.84;
  let v = 0.92;

  const toHex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("").toUpperCase()}`;
  const paint = (fromInput: boolean) => {
    const rgb = hsvToRgb(h, s, v);
    const value = toHex(rgb);
    root.style.setProperty("--hue", String(Math.round(h)));
    root.style.setProperty("--sat", `${(s * 100).toFixed(1)}%`);
    root.style.setProperty("--val", `${(v * 100).toFixed(1)}%`);
    root.style.setProperty("--picked", value);
    hue.value = String(Math.round(h));
    area.setAttribute("aria-valuenow", String(Math.round(s * 100)));
    area.setAttribute("aria-valuetext", `Saturation ${Math.round(s * 100)}%, brightness ${Math.round(v * 100)}%`);
    if (!fromInput) {
      hex.value = value;
      hex.removeAttribute("aria-invalid");
    }
    const c = contrastOnWhite(rgb);
    ratio.textContent = `${c.toFixed(2)}:1`;
    grade.textContent = c >= 7 ? "AAA" : c >= 4.5 ? "AA" : c >= 3 ? "AA large" : "Fails";
    swatches.forEach((b) => {
      const fill = b.querySelector("circle")?.getAttribute("fill")?.toUpperCase();
      b.setAttribute("aria-pressed", String(fill === value));
    });
  };
  const setHex = (text: string, fromInput: boolean) => {
    const m = /^#?([0-9a-f]{6})$/i.exec(text.trim());
    if (!m) return false;
    const n = parseInt(m[1]!, 16);
    [h, s, v] = rgbToHsv((n >> 16) & 255, (n >> 8) & 255, n & 255);
    paint(fromInput);
    return true;
  };

  const fromPointer = (event: PointerEvent) => {
    const r = area.getBoundingClientRect();
    s = Math.min(1, Math.max(0, (event.clientX - r.left) / r.width));
    v = 1 - Math.min(1, Math.max(0, (event.clientY - r.top) / r.height));
    paint(false);
  };
  const onDown = (event: PointerEvent) => {
    area.setPointerCapture(event.pointerId);
    area.focus();
    fromPointer(event);
  };
  const onMove = (event: PointerEvent) => {
    if (area.hasPointerCapture(event.pointerId)) fromPointer(event);
  };
  const onAreaKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 0.1 : 0.01;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    s = Math.min(1, Math.max(0, s + move[0]));
    v = Math.min(1, Math.max(0, v + move[1]));
    paint(false);
  };
  const onHue = () => {
    h = Number(hue.value);
    paint(false);
  };
  const onHexInput = () => {
    const ok = setHex(hex.value, true);
    if (!ok && hex.value.replace("#", "").length >= 6) hex.setAttribute("aria-invalid", "true");
    else if (ok) hex.removeAttribute("aria-invalid");
  };
  const onHexBlur = () => {
    if (!setHex(hex.value, false)) paint(false);
  };
  const onSwatch = (event: Event) => {
    const fill = (event.currentTarget as HTMLElement).querySelector("circle")?.getAttribute("fill");
    if (fill) setHex(fill, false);
  };

  setHex(hex.value, false);
  area.addEventListener("pointerdown", onDown);
  area.addEventListener("pointermove", onMove);
  area.addEventListener("keydown", onAreaKey);
  hue.addEventListener("input", onHue);
  hex.addEventListener("input", onHexInput);
  hex.addEventListener("blur", onHexBlur);
  swatches.forEach((b) => b.addEventListener("click", onSwatch));
  return () => {
    area.removeEventListener("pointerdown", onDown);
    area.removeEventListener("pointermove", onMove);
    area.removeEventListener("keydown", onAreaKey);
    hue.removeEventListener("input", onHue);
    hex.removeEventListener("input", onHexInput);
    hex.removeEventListener("blur", onHexBlur);
    swatches.forEach((b) => b.removeEventListener("click", onSwatch));
  };
}
