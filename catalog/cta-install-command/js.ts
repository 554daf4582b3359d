// Copies the visible command and confirms it for two seconds; after an arrow, Home or End key in the tab
// list it moves focus to the newly selected tab (the framework state selects it).
function mount(root: HTMLElement): () => void {
  const copy = root.querySelector<HTMLButtonElement>(".copy")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const tabs = root.querySelector<HTMLElement>(".tabs")!;
  let timer = 0;
  let focusTimer = 0;
  const visibleCommand = () => {
    const panel = Array.from(root.querySelectorAll<HTMLElement>(".panel")).find((p) => !p.hidden);
    return panel?.querySelector(".line")?.textContent?.trim() ?? "";
  };
  const confirm = (ok: boolean) => {
    copy.classList.toggle("is-copied", ok);
    status.textContent = ok ? "Command copied to the clipboard" : "Copy failed: select the command and copy it";
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      copy.classList.remove("is-copied");
      status.textContent = "";
    }, 2000);
  };
  const onCopy = () => {
    const text = visibleCommand();
    if (!navigator.clipboard) return confirm(false);
    navigator.clipboard.writeText(text).then(() => confirm(true), () => confirm(false));
  };
  const onKey = (event: KeyboardEvent) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    clearTimeout(focusTimer);
    focusTimer = window.setTimeout(() => tabs.querySelector<HTMLElement>('[aria-selected="true"]')?.focus(), 0);
  };
  copy.addEventListener("click", onCopy);
  tabs.addEventListener("keydown", onKey);
  return () => {
    copy.removeEventListener("click", onCopy);
    tabs.removeEventListener("keydown", onKey);
    clearTimeout(timer);
    clearTimeout(focusTimer);
    copy.classList.remove("is-copied");
    status.textContent = "";
  };
}
