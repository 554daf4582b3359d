// Adds chips from the field and removes them by button or Backspace.
const CLOSE_ICON = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M6 6l12 12M18 6L6 18"/></svg>`;

function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const list = root.querySelector<HTMLElement>(".chips")!;
  const status = root.querySelector<HTMLElement>("[role=status]")!;
  const values = () => [...list.querySelectorAll(".chip span")].map((s) => s.textContent ?? "");
  const add = (raw: string) => {
    const value = raw.trim().replace(/,$/, "");
    if (!value) return;
    if (values().some((v) => v.toLowerCase() === value.toLowerCase())) {
      status.textContent = `${value} is already added.`;
      return;
    }
    const chip = document.createElement("li");
    chip.className = "chip";
    const text = document.createElement("span");
    text.textContent = value;
    const remove = document.createElement("button");
    remove.innerHTML = CLOSE_ICON;
    remove.type = "button";
    remove.className = "remove";
    remove.setAttribute("aria-label", `Remove ${value}`);
    chip.append(text, remove);
    list.append(chip);
    status.textContent = `Added ${value}.`;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(input.value);
      input.value = "";
    } else if (event.key === "Backspace" && input.value === "") {
      const last = list.lastElementChild;
      if (last) {
        status.textContent = `Removed ${last.querySelector("span")?.textContent}.`;
        last.remove();
      }
    }
  };
  const onRemove = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest(".remove");
    const chip = button?.closest(".chip");
    if (!chip) return;
    status.textContent = `Removed ${chip.querySelector("span")?.textContent}.`;
    chip.remove();
    input.focus();
  };
  input.addEventListener("keydown", onKey);
  list.addEventListener("click", onRemove);
  return () => {
    input.removeEventListener("keydown", onKey);
    list.removeEventListener("click", onRemove);
  };
}
