// What state cannot do for the select-only combobox: point aria-activedescendant at the highlighted option (its id is
// made per instance, so it is read from the page), keep that option scrolled into view, and keep focus on the button
// when an option is pressed (so the click lands before blur closes the list). Open, selected and highlighted are state.
function mount(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLElement>("[role=combobox]")!;
  const list = root.querySelector<HTMLElement>("[role=listbox]")!;
  let timer = 0;

  const sync = () => {
    const active = list.querySelector<HTMLElement>(".is-active");
    if (list.hidden || !active) trigger.removeAttribute("aria-activedescendant");
    else {
      trigger.setAttribute("aria-activedescendant", active.id);
      active.scrollIntoView({ block: "nearest" });
    }
  };
  const later = () => {
    clearTimeout(timer);
    timer = window.setTimeout(sync, 0);
  };
  const keepFocus = (event: Event) => event.preventDefault();
  const onKey = (event: KeyboardEvent) => {
    if (["ArrowDown", "ArrowUp", "Home", "End", "Enter", " "].includes(event.key)) event.preventDefault();
    if (event.key === " ") trigger.click();
    later();
  };

  trigger.addEventListener("keydown", onKey);
  trigger.addEventListener("click", later);
  list.addEventListener("mousedown", keepFocus);
  list.addEventListener("click", later);
  return () => {
    clearTimeout(timer);
    trigger.removeEventListener("keydown", onKey);
    trigger.removeEventListener("click", later);
    list.removeEventListener("mousedown", keepFocus);
    list.removeEventListener("click", later);
  };
}
