import { gsap } from "gsap";

// One GSAP timeline, built once and played forward to open, reversed to close: the panel wipes down (clip-path),
// each link rises out of its masked row with a stagger, the contact line fades in and the toggle's lines cross.
// The menu's hidden attribute is removed before playing and set again when the reverse completes.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>(".toggle");
  const menu = root.querySelector<HTMLElement>(".menu");
  if (!toggle || !menu) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let timeline: gsap.core.Timeline | undefined;
  const ctx = gsap.context(() => {}, root);
  // Built on first open (not at mount), so an unopened menu carries no inline styles.
  const build = () => ctx.add(() => {
    timeline = gsap
      .timeline({ paused: true, onReverseComplete: () => { menu.hidden = true; } })
      .fromTo(menu, { clipPath: "inset(0% 0% 100% 0%)" }, { clipPath: "inset(0% 0% 0% 0%)", duration: 0.6, ease: "power4.inOut" })
      .fromTo(".link", { yPercent: 110 }, { yPercent: 0, duration: 0.7, ease: "power3.out", stagger: 0.07 }, "-=0.25")
      .fromTo(".aside", { autoAlpha: 0, y: 12 }, { autoAlpha: 1, y: 0, duration: 0.4, ease: "power2.out" }, "-=0.45");
  });
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    if (open) {
      menu.hidden = false;
      if (!timeline && !reduce) build();
      timeline?.timeScale(1).play();
      menu.querySelector<HTMLElement>(".link")?.focus({ preventScroll: true });
    } else if (timeline) {
      timeline.timeScale(1.6).reverse();
    } else {
      menu.hidden = true;
    }
  };
  const onToggle = () => setOpen(toggle.getAttribute("aria-expanded") !== "true");
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || toggle.getAttribute("aria-expanded") !== "true") return;
    setOpen(false);
    toggle.focus();
  };
  toggle.addEventListener("click", onToggle);
  root.addEventListener("keydown", onKey);
  return () => {
    toggle.removeEventListener("click", onToggle);
    root.removeEventListener("keydown", onKey);
    toggle.setAttribute("aria-expanded", "false");
    menu.hidden = true;
    ctx.revert();
  };
}
