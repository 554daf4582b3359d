// Scrubbing: dragging sideways on a field's label changes its value, one step per 2 px (Shift ×10, Alt ×0.1), with
// pointer capture so the drag keeps going outside the label. In the field, Arrow Up and Down nudge (Shift ×10) and
// Enter or leaving works out a typed sum (+ − × ÷ and brackets, no eval). Values are clamped to each field's limits;
// with the lock on (component state, read from aria-pressed), width and height keep their proportion. The canvas
// preview follows through custom properties on the shape.
const LIMITS: Record<string, [number, number]> = { x: [-400, 800], y: [-400, 800], w: [1, 800], h: [1, 800], rot: [-180, 180], r: [0, 100], o: [0, 100] };
const VARS: Record<string, string> = { x: "--x", y: "--y", w: "--w", h: "--h", rot: "--rot", r: "--r", o: "--o" };

function calculate(text: string): number | null {
  const tokens = text.replace(/×/g, "*").replace(/÷/g, "/").match(/\d*\.?\d+|[-+*/()]/g);
  if (!tokens || tokens.join("") !== text.replace(/\s+/g, "").replace(/×/g, "*").replace(/÷/g, "/")) return null;
  let i = 0;
  const factor = (): number => {
    const t = tokens[i++];
    if (t === "-") return -factor();
    if (t === "(") {
      const v = sum();
      i++;
      return v;
    }
    return Number(t);
  };
  const product = (): number => {
    let v = factor();
    while (tokens[i] === "*" || tokens[i] === "/") v = tokens[i++] === "*" ? v * factor() : v / factor();
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (tokens[i] === "+" || tokens[i] === "-") v = tokens[i++] === "+" ? v + product() : v - product();
    return v;
  };
  const result = sum();
  return Number.isFinite(result) && i === tokens.length ? result : null;
}

function mount(root: HTMLElement): () => void {
  const shape = root.querySelector<HTMLElement>(".shape")!;
  const lock = root.querySelector<HTMLButtonElement>(".lock")!;
  const inputs = new Map([...root.querySelectorAll<HTMLInputElement>(".value")].map((input) => [input.name, input]));
  const values = new Map([...inputs].map(([key, input]) => [key, Number(input.value) || 0]));
  let drag: { key: string; startX: number; start: number; label: HTMLElement } | null = null;

  const round = (n: number) => Math.round(n * 10) / 10;
  const set = (key: string, raw: number, fromPartner = false) => {
    const [lo, hi] = LIMITS[key]!;
    const value = round(Math.min(hi, Math.max(lo, raw)));
    const before = values.get(key)!;
    values.set(key, value);
    inputs.get(key)!.value = String(value);
    shape.style.setProperty(VARS[key]!, String(value));
    if (!fromPartner && lock.getAttribute("aria-pressed") === "true" && (key === "w" || key === "h") && before > 0) {
      const other = key === "w" ? "h" : "w";
      set(other, values.get(other)! * (value / before), true);
    }
  };
  const commit = (input: HTMLInputElement) => {
    const result = calculate(input.value.trim());
    if (result === null) input.value = String(values.get(input.name));
    else set(input.name, result);
  };

  const onDown = (event: PointerEvent) => {
    const label = (event.target as HTMLElement).closest<HTMLElement>(".scrub");
    if (!label || event.button !== 0) return;
    const key = (label.nextElementSibling as HTMLInputElement).name;
    drag = { key, startX: event.clientX, start: values.get(key)!, label };
    label.setPointerCapture(event.pointerId);
    label.parentElement!.classList.add("is-scrubbing");
    event.preventDefault();
  };
  const onMove = (event: PointerEvent) => {
    if (!drag) return;
    const step = event.shiftKey ? 10 : event.altKey ? 0.1 : 1;
    set(drag.key, drag.start + Math.round((event.clientX - drag.startX) / 2) * step);
  };
  const onUp = (event: PointerEvent) => {
    if (!drag) return;
    const moved = Math.abs(event.clientX - drag.startX) > 2;
    drag.label.parentElement!.classList.remove("is-scrubbing");
    if (drag.label.hasPointerCapture(event.pointerId)) drag.label.releasePointerCapture(event.pointerId);
    if (!moved) inputs.get(drag.key)!.select();
    drag = null;
  };
  const onKey = (event: KeyboardEvent) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches(".value")) return;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      const step = (event.shiftKey ? 10 : 1) * (event.key === "ArrowUp" ? 1 : -1);
      set(input.name, values.get(input.name)! + step);
      input.select();
    } else if (event.key === "Enter") {
      event.preventDefault();
      commit(input);
      input.select();
    } else if (event.key === "Escape") {
      input.value = String(values.get(input.name));
      input.select();
    }
  };
  const onBlur = (event: FocusEvent) => {
    const input = event.target as HTMLInputElement;
    if (input.matches(".value")) commit(input);
  };

  root.addEventListener("pointerdown", onDown);
  root.addEventListener("pointermove", onMove);
  root.addEventListener("pointerup", onUp);
  root.addEventListener("pointercancel", onUp);
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusout", onBlur);
  return () => {
    root.removeEventListener("pointerdown", onDown);
    root.removeEventListener("pointermove", onMove);
    root.removeEventListener("pointerup", onUp);
    root.removeEventListener("pointercancel", onUp);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusout", onBlur);
  };
}
