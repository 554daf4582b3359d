// Shows the toolbar above a text selection inside the article (below it near the top), keeps it inside the component,
// hides it on Escape or when the selection goes away. Highlight paints the range with the CSS Custom Highlight API in
// the colour chosen (component state), so the article's markup never changes; Copy quote and Copy link use the
// clipboard (the link carries a #:~:text= fragment). A status line and the byline counter report what happened.
const TINTS = ["selection-toolbar-sun", "selection-toolbar-mint", "selection-toolbar-rose"];

function mount(root: HTMLElement): () => void {
  const prose = root.querySelector<HTMLElement>(".prose")!;
  const toolbar = root.querySelector<HTMLElement>(".toolbar")!;
  const tints = [...root.querySelectorAll<HTMLButtonElement>(".tint")];
  const status = root.querySelector<HTMLElement>(".status")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const title = root.querySelector<HTMLElement>(".title")?.textContent ?? "";
  const byline = root.querySelector<HTMLElement>(".byline span")?.textContent ?? "";
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const supported = typeof CSS !== "undefined" && "highlights" in CSS && typeof Highlight !== "undefined";
  const marks = supported ? TINTS.map(() => new Highlight()) : [];
  const registered: string[] = [];
  if (supported)
    TINTS.forEach((name, i) => {
      if (!CSS.highlights.has(name)) {
        CSS.highlights.set(name, marks[i]!);
        registered.push(name);
      } else marks[i] = CSS.highlights.get(name)!;
    });
  const mine: [number, Range][] = [];
  let range: Range | null = null;
  let total = 0;

  const hide = () => {
    toolbar.hidden = true;
  };
  const place = () => {
    const selection = win.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
      if (!toolbar.contains(doc.activeElement)) hide();
      return;
    }
    const r = selection.getRangeAt(0);
    if (!prose.contains(r.commonAncestorContainer) || !r.toString().trim()) {
      if (!toolbar.contains(doc.activeElement)) hide();
      return;
    }
    range = r.cloneRange();
    const box = r.getBoundingClientRect();
    const base = root.getBoundingClientRect();
    toolbar.hidden = false;
    const width = toolbar.offsetWidth;
    const height = toolbar.offsetHeight;
    const centre = box.left + box.width / 2 - base.left;
    const left = Math.max(4, Math.min(centre - width / 2, root.clientWidth - width - 4));
    const below = box.top - base.top < height + 16;
    toolbar.classList.toggle("is-below", below);
    toolbar.style.left = `${left}px`;
    toolbar.style.top = `${below ? box.bottom - base.top + 10 : box.top - base.top - height - 10}px`;
    toolbar.style.setProperty("--arrow", `${Math.max(12, Math.min(width - 12, centre - left))}px`);
  };
  const say = (text: string) => {
    status.textContent = text;
  };
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      say(done);
    } catch {
      say("Copying is blocked here. Select the text and press Ctrl+C.");
    }
  };
  const onTool = (event: MouseEvent) => {
    const tool = (event.target as HTMLElement).closest<HTMLButtonElement>(".tool");
    if (!tool || !range) return;
    const text = range.toString().trim().replace(/\s+/g, " ");
    if (tool.classList.contains("tool--mark")) {
      const tint = Math.max(0, tints.findIndex((t) => t.getAttribute("aria-pressed") === "true"));
      if (supported) {
        const copyOf = range.cloneRange();
        marks[tint]!.add(copyOf);
        mine.push([tint, copyOf]);
      }
      total += 1;
      count.textContent = `${total} highlight${total === 1 ? "" : "s"}`;
      say("Highlighted.");
      win.getSelection()?.removeAllRanges();
      hide();
    } else if (tool.classList.contains("tool--quote")) copy(`“${text}” (${title}, ${byline})`, "Quote copied.");
    else if (tool.classList.contains("tool--link")) copy(`${win.location.href.split("#")[0]}#:~:text=${encodeURIComponent(text)}`, "Link to this passage copied.");
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !toolbar.hidden) {
      hide();
      win.getSelection()?.removeAllRanges();
    }
  };
  // Placing waits a frame so the selection has settled; with reduced motion the toolbar also skips its fade-in.
  const still = win.matchMedia("(prefers-reduced-motion: reduce)").matches;
  toolbar.classList.toggle("is-still", still);
  const onSelection = () => {
    if (!toolbar.contains(doc.activeElement)) win.requestAnimationFrame(place);
  };
  hide();
  doc.addEventListener("selectionchange", onSelection);
  toolbar.addEventListener("click", onTool);
  root.addEventListener("keydown", onKey);
  win.addEventListener("resize", place);
  return () => {
    doc.removeEventListener("selectionchange", onSelection);
    toolbar.removeEventListener("click", onTool);
    root.removeEventListener("keydown", onKey);
    win.removeEventListener("resize", place);
    for (const name of registered) CSS.highlights.delete(name);
    for (const [i, r] of mine) marks[i]!.delete(r);
    hide();
    toolbar.classList.remove("is-still");
  };
}
