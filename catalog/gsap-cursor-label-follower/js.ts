import { gsap } from "gsap";

// gsap.quickTo gives two reusable setters for the follower's x and y: every pointermove just calls them, and GSAP
// eases the follower toward the pointer. Entering a card (data-cursor) scales the dot into a labelled disc; leaving
// shrinks it back; leaving the section fades it out. Mouse and pen only; never with reduced motion.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const follower = root.querySelector<HTMLElement>(".follower");
  const label = root.querySelector<HTMLElement>(".follower-label");
  if (!follower || !label) return () => {};
  const original = label.textContent ?? "";
  const ctx = gsap.context(() => {
    const xTo = gsap.quickTo(follower, "x", { duration: 0.45, ease: "power3.out" });
    const yTo = gsap.quickTo(follower, "y", { duration: 0.45, ease: "power3.out" });
    let visible = false;
    let over: HTMLElement | null = null;
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      const box = root.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      if (!visible) {
        visible = true;
        root.classList.add("has-follower");
        gsap.set(follower, { x, y });
        gsap.to(follower, { opacity: 1, duration: 0.25, overwrite: "auto" });
      }
      xTo(x);
      yTo(y);
      const card = (event.target as HTMLElement).closest<HTMLElement>("[data-cursor]");
      if (card === over) return;
      over = card;
      if (card) {
        label.textContent = card.dataset.cursor ?? "";
        gsap.to(follower, { scale: 1, duration: 0.45, ease: "back.out(1.8)", overwrite: "auto" });
        gsap.to(label, { opacity: 1, duration: 0.2, delay: 0.1, overwrite: true });
      } else {
        gsap.to(follower, { scale: 0.15, duration: 0.35, ease: "power3.out", overwrite: "auto" });
        gsap.to(label, { opacity: 0, duration: 0.1, overwrite: true });
      }
    };
    const onLeave = () => {
      visible = false;
      over = null;
      root.classList.remove("has-follower");
      gsap.to(follower, { opacity: 0, scale: 0.15, duration: 0.25, overwrite: "auto" });
      gsap.to(label, { opacity: 0, duration: 0.1, overwrite: true });
    };
    root.addEventListener("pointermove", onMove);
    root.addEventListener("pointerleave", onLeave);
    return () => {
      root.removeEventListener("pointermove", onMove);
      root.removeEventListener("pointerleave", onLeave);
      root.classList.remove("has-follower");
    };
  }, root);
  return () => {
    ctx.revert();
    label.textContent = original;
  };
}
