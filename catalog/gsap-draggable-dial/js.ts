import { gsap } from "gsap";
import { Draggable } from "gsap/Draggable";

// The knob is a GSAP Draggable of type "rotation", bounded to ±135° and snapped to half-degree steps; its rotation
// maps onto the value (10–30 °C), which drives the SVG arc's dash, the readout, the mode and the ARIA slider values.
// Keys and presets tween the knob to a value; Draggable.update keeps the drag in sync with the tweened rotation.
const MIN = 10;
const MAX = 30;
const STEP = 0.5;
const SWEEP = 135;

function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Draggable);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const knob = root.querySelector<HTMLElement>(".knob");
  const arc = root.querySelector<SVGPathElement>(".arc");
  const valueEl = root.querySelector<HTMLElement>(".value");
  const modeEl = root.querySelector<HTMLElement>(".mode");
  const presets = [...root.querySelectorAll<HTMLButtonElement>(".preset")];
  if (!knob) return () => {};
  const toRotation = (v: number) => ((v - MIN) / (MAX - MIN)) * SWEEP * 2 - SWEEP;
  const toValue = (r: number) => Math.round((MIN + ((r + SWEEP) / (SWEEP * 2)) * (MAX - MIN)) / STEP) * STEP;
  const modeOf = (v: number) => (v < 19 ? "Eco" : v <= 22.5 ? "Comfort" : "Boost");
  const start = Number(knob.getAttribute("aria-valuenow")) || 21;
  let value = start;
  const show = (v: number) => {
    value = v;
    const text = v.toFixed(1);
    const mode = modeOf(v);
    if (valueEl) valueEl.textContent = text;
    if (modeEl) modeEl.textContent = mode;
    knob.setAttribute("aria-valuenow", text);
    knob.setAttribute("aria-valuetext", `${text} °C, ${mode}`);
    arc?.setAttribute("stroke-dasharray", `${(((v - MIN) / (MAX - MIN)) * 100).toFixed(2)} 100`);
    for (const p of presets) p.setAttribute("aria-pressed", String(Number(p.dataset.value) === v));
  };
  let drag: Draggable | undefined;
  const ctx = gsap.context(() => {
    gsap.set(knob, { rotation: toRotation(start) });
    [drag] = Draggable.create(knob, {
      type: "rotation",
      bounds: { minRotation: -SWEEP, maxRotation: SWEEP },
      liveSnap: (r: number) => toRotation(toValue(r)),
      onDrag(this: Draggable) {
        show(toValue(this.rotation));
      },
      onPress() {
        knob.focus({ preventScroll: true });
      },
    });
  }, root);
  const setValue = (v: number) => {
    const next = Math.min(MAX, Math.max(MIN, Math.round(v / STEP) * STEP));
    show(next);
    ctx.add(() => {
      gsap.to(knob, { rotation: toRotation(next), duration: reduce ? 0 : 0.45, ease: "power3.out", overwrite: true, onUpdate: () => drag?.update() });
    });
  };
  const onKey = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowUp: STEP, ArrowRight: STEP, ArrowDown: -STEP, ArrowLeft: -STEP, PageUp: 2, PageDown: -2 };
    if (event.key in steps) setValue(value + steps[event.key]!);
    else if (event.key === "Home") setValue(MIN);
    else if (event.key === "End") setValue(MAX);
    else return;
    event.preventDefault();
  };
  const onPreset = (event: MouseEvent) => {
    const preset = (event.target as HTMLElement).closest<HTMLButtonElement>(".preset");
    if (preset && presets.includes(preset)) setValue(Number(preset.dataset.value));
  };
  knob.addEventListener("keydown", onKey);
  root.addEventListener("click", onPreset);
  return () => {
    knob.removeEventListener("keydown", onKey);
    root.removeEventListener("click", onPreset);
    drag?.kill();
    ctx.revert();
  };
}
