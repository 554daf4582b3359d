import { animate } from "motion";

// Motion flies the product into the bag: Add to bag (a framework counter) also clones the product's picture into a
// ghost above it, which travels to the bag icon with its own easing per axis (a linear slide across, a lift then a
// drop down) so it follows an arc, shrinking and rounding into a dot; when it lands the bag bounces and the badge pops
// on a spring. Every ghost and animation is removed by the cleanup. Reduced motion: no flight, the count still updates.
function mount(root: HTMLElement): () => void {
  const bag = root.querySelector<HTMLElement>(".bag");
  const badge = root.querySelector<HTMLElement>(".badge");
  if (!bag || !badge) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const running: { stop: () => void }[] = [];
  const ghosts = new Set<HTMLElement>();

  const land = () => {
    running.push(animate(bag, { scale: [1, 1.12, 1], rotate: [0, -6, 0] }, { duration: 0.45, ease: "easeOut" }));
    running.push(animate(badge, { scale: [0.6, 1] }, { type: "spring", stiffness: 600, damping: 14 }));
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>(".add");
    const photo = button?.closest(".product")?.querySelector<HTMLElement>(".photo");
    if (!button || !photo || reduce) return;
    const base = root.getBoundingClientRect();
    const from = photo.getBoundingClientRect();
    const to = (bag.querySelector("svg") ?? bag).getBoundingClientRect();
    const ghost = photo.cloneNode(true) as HTMLElement;
    // The clone leaves its product's context, so its piece keeps the look it had there.
    const piece = photo.querySelector<HTMLElement>(".piece");
    const ghostPiece = ghost.querySelector<HTMLElement>(".piece");
    if (piece && ghostPiece) {
      const look = getComputedStyle(piece);
      for (const p of ["background", "border-radius", "width", "height", "margin-top"]) ghostPiece.style.setProperty(p, look.getPropertyValue(p));
    }
    ghost.classList.add("ghost");
    Object.assign(ghost.style, {
      left: `${from.left - base.left}px`,
      top: `${from.top - base.top}px`,
      width: `${from.width}px`,
      height: `${from.height}px`,
    });
    root.append(ghost);
    ghosts.add(ghost);
    const dx = to.left + to.width / 2 - (from.left + from.width / 2);
    const dy = to.top + to.height / 2 - (from.top + from.height / 2);
    const lift = Math.min(-40, dy - 60);
    const flight = animate(
      ghost,
      { x: [0, dx], y: [0, lift, dy], scale: [1, 0.55, 0.12], borderRadius: ["12px", "999px"], opacity: [1, 1, 0.85] },
      { duration: 0.75, x: { ease: [0.4, 0, 0.6, 1] }, y: { ease: ["easeOut", "easeIn"], times: [0, 0.4, 1] }, scale: { times: [0, 0.5, 1] } },
    );
    running.push(flight);
    flight.then(() => {
      ghost.remove();
      ghosts.delete(ghost);
      land();
    });
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    for (const a of running) a.stop();
    for (const g of ghosts) g.remove();
    bag.style.transform = "";
    badge.style.transform = "";
  };
}
