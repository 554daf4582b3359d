import { gsap } from "gsap";
import { Flip } from "gsap/Flip";

// Scores are read from the markup. Every few seconds (or on Next update) each person gains some steps; Flip records
// the rows, the list is re-sorted by moving the <li> nodes (so the DOM order, which screen readers read, is the new
// ranking), and Flip.from() glides every row from its old place. Counts roll up, bars scale to the leader, climbers
// flash and show the places gained, and a new leader is announced with the status line's template. Pause stops the
// feed. Reduced motion starts paused and re-sorts without movement.
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Flip);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const board = root.querySelector<HTMLElement>(".board");
  const pause = root.querySelector<HTMLButtonElement>(".pause");
  const step = root.querySelector<HTMLButtonElement>(".step");
  const status = root.querySelector<HTMLElement>(".status");
  if (!board) return () => {};
  const rows = [...board.querySelectorAll<HTMLElement>(".row")];
  const original = rows.map((row) => ({ row, points: row.querySelector(".points")?.textContent ?? "" }));
  const format = new Intl.NumberFormat("en-GB");
  const score = new Map(rows.map((row) => [row, Number((row.querySelector(".points")?.textContent ?? "0").replace(/\D/g, ""))]));
  const name = (row: HTMLElement) => row.querySelector(".name")?.textContent ?? "";
  const ctx = gsap.context(() => {});
  let paused = reduce;
  let timer: gsap.core.Tween | undefined;
  const bars = (animate: boolean) => {
    const top = Math.max(...score.values());
    for (const row of rows) {
      const fill = row.querySelector(".fill");
      if (fill) gsap.to(fill, { scaleX: (score.get(row) ?? 0) / top, duration: animate ? 0.8 : 0, ease: "power2.out" });
    }
  };
  const update = () => {
    const before = [...board.querySelectorAll<HTMLElement>(".row")];
    const leader = before[0];
    for (const row of rows) score.set(row, (score.get(row) ?? 0) + Math.round(gsap.utils.random(300, 4200)));
    const after = [...before].sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
    ctx.add(() => {
      const state = Flip.getState(before);
      for (const row of after) board.append(row);
      after.forEach((row, i) => {
        const move = row.querySelector<HTMLElement>(".move");
        const gained = before.indexOf(row) - i;
        if (move) {
          move.textContent = gained > 0 ? `▲${gained}` : gained < 0 ? `▼${-gained}` : "";
          move.classList.toggle("is-up", gained > 0);
          move.classList.toggle("is-down", gained < 0);
        }
        const points = row.querySelector<HTMLElement>(".points");
        if (points) {
          const counter = { value: Number((points.textContent ?? "0").replace(/\D/g, "")) };
          gsap.to(counter, { value: score.get(row) ?? 0, duration: reduce ? 0 : 0.9, ease: "power1.out", onUpdate: () => { points.textContent = format.format(Math.round(counter.value)); } });
        }
        if (gained > 0 && !reduce) gsap.fromTo(row, { boxShadow: "0 0 0 3px var(--accent)" }, { boxShadow: "0 0 0 0px var(--accent)", duration: 1.2, ease: "power2.out", clearProps: "boxShadow" });
      });
      bars(!reduce);
      if (!reduce) Flip.from(state, { duration: 0.8, ease: "power2.inOut", stagger: 0.02 });
      if (status && after[0] && after[0] !== leader) status.textContent = (status.dataset.template ?? "%s").replace("%s", name(after[0]));
    });
  };
  const schedule = () => {
    timer?.kill();
    if (!paused) timer = gsap.delayedCall(3.2, () => { update(); schedule(); });
  };
  const onPause = () => {
    paused = !paused;
    pause?.setAttribute("aria-pressed", String(paused));
    schedule();
  };
  const onStep = () => {
    update();
    schedule();
  };
  pause?.setAttribute("aria-pressed", String(paused));
  pause?.addEventListener("click", onPause);
  step?.addEventListener("click", onStep);
  ctx.add(() => bars(false));
  schedule();
  return () => {
    pause?.removeEventListener("click", onPause);
    step?.removeEventListener("click", onStep);
    pause?.setAttribute("aria-pressed", "false");
    timer?.kill();
    ctx.revert();
    for (const { row, points } of original) {
      board.append(row);
      const el = row.querySelector(".points");
      if (el) el.textContent = points;
      const move = row.querySelector(".move");
      if (move) {
        move.textContent = "";
        move.classList.remove("is-up", "is-down");
      }
      gsap.set([row, row.querySelector(".fill")], { clearProps: "all" });
    }
    if (status) status.textContent = "";
  };
}
