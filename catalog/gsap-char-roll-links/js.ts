import { gsap } from "gsap";
import { SplitText } from "gsap/SplitText";

// The word carries a text-shadow copy of itself one line below and clips its own box, so lifting every character by
// its height reveals the copy rolling in. SplitText splits a link into characters only when it is first hovered or
// focused (the markup stays whole until someone interacts), then a staggered yPercent tween rolls the letters up on
// enter and back down on leave. Reduced motion: nothing is split; CSS only recolours the link.
function mount(root: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  gsap.registerPlugin(SplitText);
  const splits = new Map<HTMLElement, SplitText>();
  const ctx = gsap.context(() => {});
  const charsOf = (link: HTMLElement) => {
    const word = link.querySelector<HTMLElement>(".word");
    if (!word) return [];
    let split = splits.get(link);
    if (!split) {
      split = SplitText.create(word, { type: "chars" });
      splits.set(link, split);
    }
    return split.chars;
  };
  const roll = (link: HTMLElement, up: boolean) =>
    ctx.add(() => {
      const chars = charsOf(link);
      gsap.to(chars, { yPercent: up ? -110 : 0, duration: 0.45, ease: "power3.inOut", stagger: { each: 0.025, from: up ? "start" : "end" }, overwrite: true });
    });
  const linkOf = (event: Event) => (event.target as HTMLElement).closest<HTMLElement>(".link");
  const onOver = (event: Event) => {
    const link = linkOf(event);
    if (link && !link.contains((event as MouseEvent).relatedTarget as Node | null)) roll(link, true);
  };
  const onOut = (event: Event) => {
    const link = linkOf(event);
    if (link && !link.contains((event as MouseEvent).relatedTarget as Node | null) && document.activeElement !== link) roll(link, false);
  };
  const onFocus = (event: Event) => {
    const link = linkOf(event);
    if (link) roll(link, true);
  };
  const onBlur = (event: Event) => {
    const link = linkOf(event);
    if (link && !link.matches(":hover")) roll(link, false);
  };
  root.addEventListener("mouseover", onOver);
  root.addEventListener("mouseout", onOut);
  root.addEventListener("focusin", onFocus);
  root.addEventListener("focusout", onBlur);
  return () => {
    root.removeEventListener("mouseover", onOver);
    root.removeEventListener("mouseout", onOut);
    root.removeEventListener("focusin", onFocus);
    root.removeEventListener("focusout", onBlur);
    ctx.revert();
    for (const split of splits.values()) split.revert();
  };
}
