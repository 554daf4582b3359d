// The parts with no declarative equivalent: the toolbar is one tab stop whose buttons the arrow keys, Home and End
// move between (roving tabindex, the ARIA toolbar pattern); a button applies its formatting to the selection in the
// writing area (document.execCommand, which every browser still supports for contenteditable; swap in your editor's
// commands); the word count follows the text. Which buttons are pressed is component state.
function mount(root: HTMLElement): () => void {
  const bar = root.querySelector<HTMLElement>("[role=toolbar]")!;
  const area = root.querySelector<HTMLElement>(".area")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const tools = [...bar.querySelectorAll<HTMLButtonElement>("button")];
  let saved: Range | null = null;

  const rove = (index: number) => {
    const next = tools[(index + tools.length) % tools.length]!;
    tools.forEach((t) => (t.tabIndex = t === next ? 0 : -1));
    next.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const index = tools.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tools.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    rove(to);
  };
  const onFocus = (event: FocusEvent) => {
    const index = tools.indexOf(event.target as HTMLButtonElement);
    if (index !== -1) tools.forEach((t, i) => (t.tabIndex = i === index ? 0 : -1));
  };
  // Remember the selection in the area, so a button reached by keyboard still formats it.
  const onSelection = () => {
    const selection = root.ownerDocument.getSelection();
    if (selection && selection.rangeCount > 0 && area.contains(selection.anchorNode)) saved = selection.getRangeAt(0).cloneRange();
  };
  const keepSelection = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("button")) event.preventDefault();
  };
  const onClick = (event: MouseEvent) => {
    const tool = (event.target as HTMLElement).closest<HTMLButtonElement>("button");
    if (!tool || !saved) return;
    const command = tool.dataset.cmd ?? (tool.dataset.block ? "formatBlock" : "");
    if (!command) return;
    const selection = root.ownerDocument.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(saved);
    root.ownerDocument.execCommand(command, false, tool.dataset.block);
    onInput();
  };
  const onInput = () => {
    const words = (area.innerText.match(/\S+/g) ?? []).length;
    count.textContent = `${words} word${words === 1 ? "" : "s"}`;
  };

  onInput();
  bar.addEventListener("keydown", onKey);
  bar.addEventListener("focusin", onFocus);
  bar.addEventListener("mousedown", keepSelection);
  bar.addEventListener("click", onClick);
  area.addEventListener("input", onInput);
  root.ownerDocument.addEventListener("selectionchange", onSelection);
  return () => {
    bar.removeEventListener("keydown", onKey);
    bar.removeEventListener("focusin", onFocus);
    bar.removeEventListener("mousedown", keepSelection);
    bar.removeEventListener("click", onClick);
    area.removeEventListener("input", onInput);
    root.ownerDocument.removeEventListener("selectionchange", onSelection);
  };
}
