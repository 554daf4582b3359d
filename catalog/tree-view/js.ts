// The ARIA tree keyboard: one item in the tab order (roving tabindex), Up/Down move through the visible items,
// Right opens a closed folder or enters an open one, Left closes an open folder or goes to the parent, Home/End,
// Enter/Space activate, and typing a letter jumps to the next item starting with it. Clicking a row selects it and
// opens or closes a folder.
function mount(root: HTMLElement): () => void {
  const tree = root.querySelector<HTMLElement>("[role=tree]")!;
  const toggle = (item: HTMLElement) => {
    const expanded = item.getAttribute("aria-expanded");
    if (expanded === null) return;
    item.setAttribute("aria-expanded", String(expanded === "false"));
    item.querySelector<HTMLElement>(":scope > [role=group]")!.hidden = expanded === "true";
  };
  const activate = (item: HTMLElement) => {
    tree.querySelectorAll("[role=treeitem]").forEach((i) => i.setAttribute("aria-selected", String(i === item)));
    toggle(item);
  };
  const rowOf = (item: HTMLElement) => item.querySelector<HTMLElement>(":scope > .row")!;
  const visible = () =>
    [...tree.querySelectorAll<HTMLElement>("[role=treeitem]")].filter((item) => !item.parentElement!.closest("[hidden]"));
  const focus = (item: HTMLElement | undefined) => {
    if (!item) return;
    tree.querySelectorAll<HTMLElement>("[role=treeitem]").forEach((i) => i.setAttribute("tabindex", i === item ? "0" : "-1"));
    item.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>("[role=treeitem]");
    if (!item) return;
    const items = visible();
    const at = items.indexOf(item);
    const expanded = item.getAttribute("aria-expanded");
    const parent = item.parentElement!.closest<HTMLElement>("[role=treeitem]") ?? undefined;
    switch (event.key) {
      case "ArrowDown":
        focus(items[at + 1]);
        break;
      case "ArrowUp":
        focus(items[at - 1]);
        break;
      case "Home":
        focus(items[0]);
        break;
      case "End":
        focus(items[items.length - 1]);
        break;
      case "ArrowRight":
        if (expanded === "false") toggle(item);
        else if (expanded === "true") focus(items[at + 1]);
        break;
      case "ArrowLeft":
        if (expanded === "true") toggle(item);
        else focus(parent);
        break;
      case "Enter":
      case " ":
        activate(item);
        break;
      default:
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        {
          const letter = event.key.toLowerCase();
          const order = [...items.slice(at + 1), ...items.slice(0, at + 1)];
          focus(order.find((i) => rowOf(i).textContent!.trim().toLowerCase().startsWith(letter)));
        }
    }
    event.preventDefault();
  };
  const onClick = (event: Event) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>("[role=treeitem]");
    if (!item || !(event.target as HTMLElement).closest(".row")) return;
    activate(item);
    focus(item);
  };
  tree.addEventListener("keydown", onKey);
  tree.addEventListener("click", onClick);
  return () => {
    tree.removeEventListener("keydown", onKey);
    tree.removeEventListener("click", onClick);
  };
}
