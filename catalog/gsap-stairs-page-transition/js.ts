import { gsap } from "gsap";

// The page shown is framework state. A capture-phase click listener runs before the framework's handler: it freezes a
// copy of the current page (ids removed, aria-hidden, inert) over the stage, so the state can swap the real pages
// underneath unseen. One timeline then drops the five stair columns from the top with a stagger, removes the copy,
// lifts the columns out through the bottom and brings the new page's content up. A second click finishes the
// running transition first. Reduced motion: no copy, no stairs, the pages switch at once.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const stage = root.querySelector<HTMLElement>(".stage");
  const stairs = [...root.querySelectorAll<HTMLElement>(".stair")];
  const tabs = [...root.querySelectorAll<HTMLElement>(".tab")];
  if (!stage || stairs.length === 0) return () => {};
  const ctx = gsap.context(() => {});
  let running: gsap.core.Timeline | undefined;
  let snapshot: HTMLElement | undefined;
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as HTMLElement).closest<HTMLElement>(".tab");
    if (!tab || !root.contains(tab) || tab.getAttribute("aria-current") === "page") return;
    running?.progress(1);
    const current = stage.querySelector<HTMLElement>(".page:not([hidden])");
    if (!current) return;
    snapshot = current.cloneNode(true) as HTMLElement;
    snapshot.classList.add("snapshot");
    snapshot.setAttribute("aria-hidden", "true");
    snapshot.setAttribute("inert", "");
    for (const el of [snapshot, ...snapshot.querySelectorAll("[id]")]) el.removeAttribute("id");
    stage.insertBefore(snapshot, stage.querySelector(".stairs"));
    const target = tabs.indexOf(tab);
    ctx.add(() => {
      running = gsap
        .timeline({ defaults: { ease: "power3.inOut" }, onComplete: () => { running = undefined; } })
        .set(stairs, { transformOrigin: "50% 0%" })
        .to(stairs, { scaleY: 1, duration: 0.5, stagger: 0.07 })
        .add(() => {
          snapshot?.remove();
          snapshot = undefined;
        })
        .set(stairs, { transformOrigin: "50% 100%" })
        .to(stairs, { scaleY: 0, duration: 0.55, stagger: 0.07 }, "+=0.08")
        .add(() => {
          const page = stage.querySelectorAll<HTMLElement>(".page")[target] ?? stage.querySelector<HTMLElement>(".page:not([hidden])");
          if (page) gsap.from(page.children, { y: 28, opacity: 0, duration: 0.6, ease: "power3.out", stagger: 0.07, clearProps: "transform,opacity" });
        }, "<0.15");
    });
  };
  root.addEventListener("click", onClick, true);
  return () => {
    root.removeEventListener("click", onClick, true);
    running?.kill();
    snapshot?.remove();
    ctx.revert();
    gsap.set(stairs, { clearProps: "all" });
  };
}
