// Two behaviours the markup cannot express. The placeholder examples take turns every 3 s (the current one slides
// up and out, the next slides in), paused while the field has text, is focused with text, or motion is reduced.
// Submitting with text splits it into letters drawn over the field, scatters them (Web Animations API), clears the
// field and writes the question into the status line; the form never navigates.
function mount(root: HTMLElement): () => void {
  const form = root as HTMLFormElement;
  const input = root.querySelector<HTMLInputElement>(".input");
  const dust = root.querySelector<HTMLElement>(".dust");
  const status = root.querySelector<HTMLElement>(".status");
  const ghosts = Array.from(root.querySelectorAll<HTMLElement>(".ghost"));
  if (!input || !dust) return () => {};
  const doc = root.ownerDocument;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let current = 0;
  ghosts[0]?.classList.add("is-current");

  const rotate = () => {
    if (reduce.matches || input.value || ghosts.length < 2) return;
    const from = ghosts[current]!;
    current = (current + 1) % ghosts.length;
    from.classList.remove("is-current");
    from.classList.add("is-leaving");
    ghosts[current]!.classList.add("is-current");
    window.setTimeout(() => from.classList.remove("is-leaving"), 500);
  };
  const timer = window.setInterval(rotate, 3000);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (status) status.textContent = `Searching the docs for “${text}”…`;
    input.value = "";
    if (reduce.matches) return;
    dust.replaceChildren();
    const letters = Array.from(text);
    letters.forEach((char, i) => {
      const bit = doc.createElement("span");
      bit.className = "bit";
      bit.textContent = char === " " ? "\u00a0" : char;
      dust.append(bit);
      const spread = (i / Math.max(1, letters.length - 1)) * 0.6;
      const animation = bit.animate(
        [
          { transform: "translate(0, 0)", opacity: 1, filter: "blur(0)" },
          { transform: `translate(${20 + Math.random() * 60}px, ${(Math.random() - 0.5) * 46}px) rotate(${(Math.random() - 0.5) * 90}deg)`, opacity: 0, filter: "blur(4px)" },
        ],
        { duration: 650 + Math.random() * 300, delay: spread * 700, easing: "cubic-bezier(0.3, 0, 0.6, 1)", fill: "both" },
      );
      animation.onfinish = () => bit.remove();
    });
  };
  form.addEventListener("submit", onSubmit);
  return () => {
    window.clearInterval(timer);
    form.removeEventListener("submit", onSubmit);
    dust.replaceChildren();
    for (const ghost of ghosts) ghost.classList.remove("is-leaving", "is-current");
  };
}
