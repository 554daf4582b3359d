import { animate, inView, stagger } from "motion";

/** A value's number and the text around it ("$1.92M" -> "$", 1.92, "M"), so it can count up in place. */
function parts(text: string): { before: string; number: number; after: string; decimals: number; grouped: boolean } | undefined {
  const m = /^([^\d−-]*)([\d,]*\.?\d+)(.*)$/.exec(text);
  if (!m) return undefined;
  const digits = m[2]!.replace(/,/g, "");
  return { before: m[1]!, number: Number(digits), after: m[3]!, decimals: digits.split(".")[1]?.length ?? 0, grouped: m[2]!.includes(",") };
}

// Motion runs it: inView starts the spring entrance and the count-up once, pointer tilt springs per card; every
// animation and listener is stopped or removed by the cleanup.
function mount(root: HTMLElement): () => void {
  const cards = [...root.querySelectorAll<HTMLElement>(".card")];
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reduce) return () => {};
  const running: { stop: () => void }[] = [];
  const stopInView = inView(root, () => {
    running.push(animate(cards, { opacity: [0, 1], y: [24, 0] }, { type: "spring", stiffness: 260, damping: 22, delay: stagger(0.08) }));
    for (const card of cards) {
      const value = card.querySelector<HTMLElement>(".value");
      const p = value ? parts(value.textContent ?? "") : undefined;
      if (!value || !p) continue;
      const format = (n: number) =>
        `${p.before}${p.grouped ? Math.round(n).toLocaleString("en-US") : n.toFixed(p.decimals)}${p.after}`;
      running.push(animate(0, p.number, { duration: 1.2, ease: "easeOut", onUpdate: (n) => (value.textContent = format(n)) }));
    }
  });
  const tilt = (event: PointerEvent) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>(".card");
    if (!card) return;
    const box = card.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width - 0.5;
    const y = (event.clientY - box.top) / box.height - 0.5;
    animate(card, { rotateY: x * 10, rotateX: -y * 10, scale: 1.03 }, { type: "spring", stiffness: 300, damping: 20 });
  };
  const settle = (event: PointerEvent) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>(".card");
    if (card) animate(card, { rotateY: 0, rotateX: 0, scale: 1 }, { type: "spring", stiffness: 300, damping: 20 });
  };
  for (const card of cards) {
    card.addEventListener("pointermove", tilt);
    card.addEventListener("pointerleave", settle);
  }
  return () => {
    stopInView();
    for (const a of running) a.stop();
    for (const card of cards) {
      card.removeEventListener("pointermove", tilt);
      card.removeEventListener("pointerleave", settle);
      card.style.transform = "";
      card.style.opacity = "";
    }
  };
}
