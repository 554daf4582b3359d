import { gsap } from "gsap";

// One GSAP timeline runs the setup: for each step it marks the step active (aria-current), fills the bar to that
// step's share and counts the percentage (aria-valuenow follows), then ticks it done. Meanwhile a loop of short
// timelines deals the top skeleton sheet to the back of the stack. At the end the stack shows a tick, the heading
// switches to its ready text and the Open workspace link is shown. Built on the first animation frame; with reduced
// motion the steps and the bar still advance, in jumps, and the stack stays still.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const steps = [...root.querySelectorAll<HTMLElement>(".step")];
  const sheets = [...root.querySelectorAll<HTMLElement>(".sheet")];
  const track = root.querySelector<HTMLElement>(".track");
  const fill = root.querySelector<HTMLElement>(".fill");
  const pct = root.querySelector<HTMLElement>(".pct");
  const open = root.querySelector<HTMLElement>(".open");
  if (steps.length === 0 || !track || !fill) return () => {};
  const original = pct?.textContent ?? "0%";
  let ctx: gsap.Context | undefined;
  let finished = false;
  const slots = [
    { y: 0, scale: 1, zIndex: 3 },
    { y: 14, scale: 0.94, zIndex: 2 },
    { y: 28, scale: 0.88, zIndex: 1 },
  ];
  let order = [...sheets];
  const deal = () => {
    if (finished || reduce || order.length < 2) return;
    const [top, ...rest] = order;
    const tl = gsap.timeline({ onComplete: () => { gsap.delayedCall(0.35, deal); } });
    tl.to(top!, { y: -34, rotation: -7, opacity: 0, duration: 0.35, ease: "power2.in" })
      .set(top!, { zIndex: 0, rotation: 0, y: 40, scale: 0.82 })
      .to(rest, { y: (i) => slots[i]!.y, scale: (i) => slots[i]!.scale, duration: 0.4, ease: "power3.out" }, 0.25)
      .set(rest, { zIndex: (i) => slots[i]!.zIndex }, 0.25)
      .to(top!, { y: slots[rest.length]!.y, scale: slots[rest.length]!.scale, opacity: 1, zIndex: slots[rest.length]!.zIndex, duration: 0.4, ease: "power3.out" }, 0.4);
    order = [...rest, top!];
  };
  const show = (value: number) => {
    const rounded = Math.round(value);
    track.setAttribute("aria-valuenow", String(rounded));
    if (pct) pct.textContent = `${rounded}%`;
  };
  const start = () =>
    (ctx = gsap.context(() => {
      const weights = steps.map((_, i) => [1.6, 2.4, 1.8, 1.5][i % 4]!);
      const total = weights.reduce((a, b) => a + b, 0);
      const progress = { value: 0 };
      const run = gsap.timeline({ delay: 0.4 });
      let reached = 0;
      steps.forEach((step, i) => {
        reached += (weights[i]! / total) * 100;
        const target = reached;
        run
          .call(() => {
            step.classList.add("is-active");
            step.setAttribute("aria-current", "step");
          })
          .to(progress, {
            value: target,
            duration: weights[i]!,
            ease: reduce ? `steps(1)` : "power1.inOut",
            onUpdate: () => {
              show(progress.value);
              gsap.set(fill, { scaleX: progress.value / 100 });
            },
          })
          .call(() => {
            step.classList.remove("is-active");
            step.classList.add("is-done");
            step.removeAttribute("aria-current");
          });
      });
      run.call(() => {
        finished = true;
        root.classList.add("is-ready");
        if (open) open.hidden = false;
        if (!reduce) gsap.to(".done-mark", { opacity: 1, scale: 1, duration: 0.5, ease: "back.out(2.2)" });
        else gsap.set(".done-mark", { opacity: 1, scale: 1 });
      });
      gsap.delayedCall(0.6, deal);
    }, root));
  const first = requestAnimationFrame(start);
  return () => {
    cancelAnimationFrame(first);
    finished = true;
    ctx?.revert();
    gsap.killTweensOf(sheets);
    gsap.killTweensOf(deal);
    gsap.set(sheets, { clearProps: "all" });
    for (const step of steps) {
      step.classList.remove("is-active", "is-done");
      step.removeAttribute("aria-current");
    }
    root.classList.remove("is-ready");
    track.setAttribute("aria-valuenow", "0");
    if (pct) pct.textContent = original;
    if (open) open.hidden = true;
  };
}
