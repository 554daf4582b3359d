// Opens the picker modally; Cancel, the close button, Escape or a backdrop click leave the footer as it was, while Save
// writes the chosen country, currency and language into the footer button. Focus returns to the button. The region
// tab and the chosen country are component state; this also moves focus with the arrow keys between the tabs.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const dialog = root.querySelector<HTMLDialogElement>(".dialog")!;
  const current = root.querySelector<HTMLElement>(".current")!;
  const chosen = root.querySelector<HTMLElement>(".chosen")!;
  const select = root.querySelector<HTMLSelectElement>(".select")!;
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const show = () => {
    if (!dialog.open) dialog.showModal();
  };
  const onClose = () => {
    if (dialog.returnValue === "save") {
      const card = root.querySelector<HTMLInputElement>(".radio:checked")?.closest(".country");
      const name = card?.querySelector(".country-name")?.textContent ?? "";
      const currency = (card?.querySelector(".currency")?.textContent ?? "").replace(" · ", " ");
      chosen.textContent = `${name} · ${currency} · ${select.selectedOptions[0]?.textContent ?? ""}`;
      current.hidden = true;
    }
    dialog.returnValue = "";
    open.focus();
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close("cancel");
  };
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(event.target as HTMLElement);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (index === -1 || next === undefined) return;
    tabs[(next + tabs.length) % tabs.length]!.focus();
  };
  open.addEventListener("click", show);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("click", onBackdrop);
  dialog.addEventListener("keydown", onKey);
  return () => {
    open.removeEventListener("click", show);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("click", onBackdrop);
    dialog.removeEventListener("keydown", onKey);
    if (dialog.open) dialog.close();
    chosen.textContent = "";
    current.hidden = false;
  };
}
