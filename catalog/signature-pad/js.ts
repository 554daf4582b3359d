// Drawing needs pointer tracking and a canvas, which state cannot do: strokes follow the pointer (mouse, touch or pen)
// with smoothed lines in the text colour, sized for the screen's pixel ratio; Undo removes the last stroke, Clear all
// of them. The drawing is kept as a PNG data URL in the hidden "signature" field, and the submit button is enabled
// once there is a drawing or a typed name (the keyboard alternative).
type Point = { x: number; y: number };

function mount(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".canvas")!;
  const pad = root.querySelector<HTMLElement>(".pad")!;
  const undo = root.querySelector<HTMLButtonElement>(".undo")!;
  const clear = root.querySelector<HTMLButtonElement>(".clear")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const typed = root.querySelector<HTMLInputElement>(".name")!;
  const data = root.querySelector<HTMLInputElement>(".data")!;
  const submit = root.querySelector<HTMLButtonElement>(".submit")!;
  const ctx = canvas.getContext("2d");
  const strokes: Point[][] = [];
  let current: Point[] | null = null;

  const size = () => {
    const ratio = window.devicePixelRatio || 1;
    const rect = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(rect.width * ratio));
    canvas.height = Math.max(1, Math.round(rect.height * ratio));
    ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw();
  };
  const draw = () => {
    if (!ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.strokeStyle = getComputedStyle(root).color;
    ctx.lineWidth = 2.4;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    for (const stroke of strokes) {
      ctx.beginPath();
      stroke.forEach((p, i) => {
        if (i === 0) ctx.moveTo(p.x, p.y);
        else {
          const prev = stroke[i - 1]!;
          ctx.quadraticCurveTo(prev.x, prev.y, (prev.x + p.x) / 2, (prev.y + p.y) / 2);
        }
      });
      if (stroke.length === 1) ctx.lineTo(stroke[0]!.x + 0.1, stroke[0]!.y);
      ctx.stroke();
    }
  };
  const update = () => {
    const drawn = strokes.length > 0;
    pad.classList.toggle("is-signed", drawn);
    undo.disabled = !drawn;
    clear.disabled = !drawn;
    data.value = drawn ? canvas.toDataURL("image/png") : "";
    const name = typed.value.trim();
    submit.disabled = !drawn && name === "";
    status.textContent = drawn ? `Signed (${strokes.length} stroke${strokes.length === 1 ? "" : "s"})` : name ? `Signed as ${name}` : "Not signed yet";
  };
  const at = (event: PointerEvent): Point => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    current = [at(event)];
    strokes.push(current);
    draw();
  };
  const onMove = (event: PointerEvent) => {
    if (!current) return;
    current.push(at(event));
    draw();
  };
  const onUp = () => {
    if (!current) return;
    current = null;
    update();
  };
  const onUndo = () => {
    strokes.pop();
    draw();
    update();
  };
  const onClear = () => {
    strokes.length = 0;
    draw();
    update();
  };

  size();
  update();
  window.addEventListener("resize", size);
  canvas.addEventListener("pointerdown", onDown);
  canvas.addEventListener("pointermove", onMove);
  canvas.addEventListener("pointerup", onUp);
  canvas.addEventListener("pointercancel", onUp);
  undo.addEventListener("click", onUndo);
  clear.addEventListener("click", onClear);
  typed.addEventListener("input", update);
  return () => {
    window.removeEventListener("resize", size);
    canvas.removeEventListener("pointerdown", onDown);
    canvas.removeEventListener("pointermove", onMove);
    canvas.removeEventListener("pointerup", onUp);
    canvas.removeEventListener("pointercancel", onUp);
    undo.removeEventListener("click", onUndo);
    clear.removeEventListener("click", onClear);
    typed.removeEventListener("input", update);
  };
}
