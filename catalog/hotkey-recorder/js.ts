// Records key combinations, which framework state cannot: a click on a shortcut starts listening, the next key press
// with its modifiers (Ctrl, Alt, Shift, Meta) becomes the shortcut, Escape cancels, Backspace or Delete clears it,
// and a combination another action already uses is refused with a note. Reset puts every default back.
const MODIFIERS = ["Control", "Alt", "Shift", "Meta"];

function comboOf(event: KeyboardEvent): string[] {
  const keys: string[] = [];
  if (event.ctrlKey) keys.push("Ctrl");
  if (event.altKey) keys.push("Alt");
  if (event.shiftKey) keys.push("Shift");
  if (event.metaKey) keys.push("Meta");
  const key = event.key === " " ? "Space" : event.key.length === 1 ? event.key.toUpperCase() : event.key;
  keys.push(key);
  return keys;
}

function mount(root: HTMLElement): () => void {
  const rows = Array.from(root.querySelectorAll<HTMLElement>(".row"));
  const announce = root.querySelector<HTMLElement>(".announce");
  const combos = new Map<HTMLElement, string>();
  let active: HTMLElement | null = null;

  const label = (row: HTMLElement) => row.querySelector(".action")?.textContent ?? "";
  const draw = (row: HTMLElement, combo: string) => {
    combos.set(row, combo);
    const keys = row.querySelector<HTMLElement>(".keys")!;
    keys.replaceChildren(
      ...(combo
        ? combo.split("+").map((k) => {
            const kbd = document.createElement("kbd");
            kbd.className = "key";
            kbd.textContent = k;
            return kbd;
          })
        : [Object.assign(document.createElement("span"), { className: "none", textContent: "Not set" })]),
    );
  };
  const stop = () => {
    if (!active) return;
    active.classList.remove("is-listening");
    active.querySelector<HTMLElement>(".keys")!.hidden = false;
    active.querySelector<HTMLElement>(".listening")!.hidden = true;
    active.querySelector(".capture")!.setAttribute("aria-pressed", "false");
    active = null;
  };
  const start = (row: HTMLElement) => {
    stop();
    active = row;
    row.classList.add("is-listening");
    row.querySelector<HTMLElement>(".keys")!.hidden = true;
    row.querySelector<HTMLElement>(".listening")!.hidden = false;
    row.querySelector(".capture")!.setAttribute("aria-pressed", "true");
    row.querySelector<HTMLElement>(".conflict")!.textContent = "";
  };
  const defaults = new Map<HTMLElement, string>();
  for (const row of rows) {
    const combo = Array.from(row.querySelectorAll(".keys .key"), (k) => k.textContent ?? "").join("+");
    defaults.set(row, combo);
    combos.set(row, combo);
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>(".row");
    if (target.closest(".reset")) {
      stop();
      for (const r of rows) {
        draw(r, defaults.get(r) ?? "");
        r.querySelector<HTMLElement>(".conflict")!.textContent = "";
      }
      if (announce) announce.textContent = "Shortcuts reset to their defaults.";
      return;
    }
    if (!row) return;
    if (target.closest(".clear")) {
      stop();
      draw(row, "");
      if (announce) announce.textContent = `${label(row)}: shortcut cleared.`;
      return;
    }
    if (target.closest(".capture")) {
      if (active === row) stop();
      else start(row);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (!active || MODIFIERS.includes(event.key) || event.key === "Tab") return;
    event.preventDefault();
    const row = active;
    if (event.key === "Escape") {
      stop();
      return;
    }
    if ((event.key === "Backspace" || event.key === "Delete") && !event.ctrlKey && !event.metaKey && !event.altKey) {
      stop();
      draw(row, "");
      if (announce) announce.textContent = `${label(row)}: shortcut cleared.`;
      return;
    }
    const combo = comboOf(event).join("+");
    const clash = rows.find((r) => r !== row && combos.get(r) === combo);
    if (clash) {
      row.querySelector<HTMLElement>(".conflict")!.textContent = `${combo.replaceAll("+", " + ")} is already used by ${label(clash)}.`;
      return;
    }
    stop();
    draw(row, combo);
    row.querySelector<HTMLElement>(".conflict")!.textContent = "";
    if (announce) announce.textContent = `${label(row)}: ${combo.replaceAll("+", " + ")}.`;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (active && !active.contains(event.relatedTarget as Node | null)) stop();
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusout", onFocusOut);
  return () => {
    stop();
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusout", onFocusOut);
  };
}
