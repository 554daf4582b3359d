// Shows a tooltip with a campaign's figures when its dot is hovered, focused or tapped.
function mount(root: HTMLElement): () => void {
  const plot = root.querySelector<HTMLElement>(".plot");
  const tip = root.querySelector<HTMLElement>(".tip");
  const title = root.querySelector<HTMLElement>(".tip-title");
  const body = root.querySelector<HTMLElement>(".tip-body");
  if (!plot || !tip || !title || !body) return () => {};
  let active: HTMLElement | null = null;

  const show = (hit: HTMLElement) => {
    const dot = hit.querySelector(".dot-c");
    if (!dot) return;
    active?.classList.remove("is-active");
    active = hit;
    hit.classList.add("is-active");
    const label = hit.getAttribute("aria-label") ?? "";
    const cut = label.indexOf(":");
    title.textContent = cut > 0 ? label.slice(0, cut) : label;
    body.textContent = cut > 0 ? label.slice(cut + 1).trim() : "";
    const box = plot.getBoundingClientRect();
    const rect = dot.getBoundingClientRect();
    const x = rect.left + rect.width / 2 - box.left;
    const y = rect.top - box.top;
    tip.hidden = false;
    tip.style.left = `${x}px`;
    tip.style.top = `${y}px`;
    tip.classList.toggle("is-left", x > box.width * 0.62);
    tip.classList.toggle("is-right", x < box.width * 0.38);
    tip.classList.toggle("is-below", y < tip.offsetHeight + 12);
  };
  const hide = () => {
    active?.classList.remove("is-active");
    active = null;
    tip.hidden = true;
  };
  const hitOf = (event: Event) => (event.target as Element).closest<HTMLElement>(".hit");
  const onOver = (event: Event) => {
    const hit = hitOf(event);
    if (hit) show(hit);
  };
  const onOut = (event: Event) => {
    if (hitOf(event) && active && document.activeElement !== active) hide();
  };
  const onClick = (event: Event) => {
    const hit = hitOf(event);
    if (hit && hit !== active) show(hit);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && active) hide();
  };
  plot.addEventListener("pointerover", onOver);
  plot.addEventListener("pointerout", onOut);
  plot.addEventListener("focusin", onOver);
  plot.addEventListener("focusout", hide);
  plot.addEventListener("click", onClick);
  plot.addEventListener("keydown", onKey);
  return () => {
    plot.removeEventListener("pointerover", onOver);
    plot.removeEventListener("pointerout", onOut);
    plot.removeEventListener("focusin", onOver);
    plot.removeEventListener("focusout", hide);
    plot.removeEventListener("click", onClick);
    plot.removeEventListener("keydown", onKey);
    hide();
  };
}
