// Segmented time fields: each hours, minutes or seconds segment is a spinbutton. Arrow keys step it (wrapping), Page
// Up and Down by ten, Home and End to its limits; typed digits fill it and two of them move focus to the next segment;
// Backspace clears it; Left and Right move between segments. The ±5 s buttons move the whole time. After each change
// the timeline range, the clip length and the error state follow.
const CLIP_SECONDS = 292;

function mount(root: HTMLElement): () => void {
  const fields = [...root.querySelectorAll<HTMLElement>(".field")];
  const segs = [...root.querySelectorAll<HTMLElement>(".seg")];
  const range = root.querySelector<HTMLElement>(".range")!;
  const summary = root.querySelector<HTMLElement>(".summary")!;
  const length = root.querySelector<HTMLElement>(".length")!;
  const exportButton = root.querySelector<HTMLButtonElement>(".export")!;
  const reset = root.querySelector<HTMLButtonElement>(".reset")!;
  const initial = segs.map((s) => Number(s.getAttribute("aria-valuenow")));
  const units = ["hour", "minute", "second"];
  let typed = "";

  const valueOf = (s: HTMLElement) => Number(s.getAttribute("aria-valuenow"));
  const maxOf = (s: HTMLElement) => Number(s.getAttribute("aria-valuemax"));
  const set = (s: HTMLElement, value: number) => {
    const unit = units[segs.indexOf(s) % 3]!;
    s.setAttribute("aria-valuenow", String(value));
    s.setAttribute("aria-valuetext", `${value} ${value === 1 ? unit : `${unit}s`}`);
    s.textContent = String(value).padStart(2, "0");
  };
  const secondsOf = (field: HTMLElement) => {
    const [h, m, s] = [...field.querySelectorAll<HTMLElement>(".seg")].map(valueOf);
    return h! * 3600 + m! * 60 + s!;
  };
  const setSeconds = (field: HTMLElement, total: number) => {
    const t = Math.max(0, Math.min(total, 23 * 3600 + 59 * 60 + 59));
    const [h, m, s] = [...field.querySelectorAll<HTMLElement>(".seg")];
    set(h!, Math.floor(t / 3600));
    set(m!, Math.floor((t % 3600) / 60));
    set(s!, t % 60);
  };
  const words = (t: number) => {
    const m = Math.floor(t / 60);
    const s = t % 60;
    return m > 0 ? `${m} min ${s} s` : `${s} s`;
  };
  const update = () => {
    const start = secondsOf(fields[0]!);
    const end = secondsOf(fields[1]!);
    const late = end > CLIP_SECONDS;
    const backwards = end <= start;
    fields[0]!.classList.toggle("is-invalid", start >= CLIP_SECONDS);
    fields[1]!.classList.toggle("is-invalid", late || backwards);
    const bad = late || backwards || start >= CLIP_SECONDS;
    summary.classList.toggle("is-invalid", bad);
    range.classList.toggle("is-invalid", bad);
    length.textContent = backwards
      ? "The end has to come after the start"
      : late
        ? `The clip is only ${Math.floor(CLIP_SECONDS / 60)}:${String(CLIP_SECONDS % 60).padStart(2, "0")} long`
        : `Clip length ${words(end - start)}`;
    const a = Math.min(start, CLIP_SECONDS);
    const b = Math.min(Math.max(end, start), CLIP_SECONDS);
    range.style.left = `${((a / CLIP_SECONDS) * 100).toFixed(2)}%`;
    range.style.width = `${(((b - a) / CLIP_SECONDS) * 100).toFixed(2)}%`;
    exportButton.disabled = bad;
  };

  const onKey = (event: KeyboardEvent) => {
    const seg = event.target as HTMLElement;
    if (!seg.matches(".seg")) return;
    const i = segs.indexOf(seg);
    const max = maxOf(seg);
    const value = valueOf(seg);
    const step = (n: number) => set(seg, (((value + n) % (max + 1)) + max + 1) % (max + 1));
    let handled = true;
    if (event.key === "ArrowUp") step(1);
    else if (event.key === "ArrowDown") step(-1);
    else if (event.key === "PageUp") step(10);
    else if (event.key === "PageDown") step(-10);
    else if (event.key === "Home") set(seg, 0);
    else if (event.key === "End") set(seg, max);
    else if (event.key === "ArrowRight") segs[Math.min(i + 1, segs.length - 1)]!.focus();
    else if (event.key === "ArrowLeft") segs[Math.max(i - 1, 0)]!.focus();
    else if (event.key === "Backspace" || event.key === "Delete") set(seg, 0);
    else if (/^\d$/.test(event.key)) {
      typed = typed.length >= 2 ? event.key : typed + event.key;
      set(seg, Math.min(Number(typed), max));
      seg.classList.add("is-typing");
      const full = typed.length === 2 || Number(typed) * 10 > max;
      if (full) {
        typed = "";
        seg.classList.remove("is-typing");
        if (i % 3 < 2) segs[i + 1]!.focus();
      }
    } else handled = false;
    if (!handled) return;
    event.preventDefault();
    if (!/^\d$/.test(event.key)) {
      typed = "";
      seg.classList.remove("is-typing");
    }
    update();
  };
  const onBlur = (event: FocusEvent) => {
    const seg = event.target as HTMLElement;
    if (!seg.matches(".seg")) return;
    typed = "";
    seg.classList.remove("is-typing");
  };
  const onNudge = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".nudge");
    if (!button) return;
    const field = button.closest<HTMLElement>(".field")!;
    const later = button.parentElement!.lastElementChild === button;
    setSeconds(field, secondsOf(field) + (later ? 5 : -5));
    update();
  };
  const onReset = () => {
    segs.forEach((s, i) => set(s, initial[i]!));
    update();
  };

  root.addEventListener("keydown", onKey);
  root.addEventListener("focusout", onBlur);
  root.addEventListener("click", onNudge);
  reset.addEventListener("click", onReset);
  return () => {
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusout", onBlur);
    root.removeEventListener("click", onNudge);
    reset.removeEventListener("click", onReset);
  };
}
