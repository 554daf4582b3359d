// Copy buttons put the value beside them on the clipboard and confirm it (icon colour and a polite announcement).
// Editing the name is component state; this only moves focus: into the field when it appears, back to Edit when
// Save, Cancel, Enter or Escape hide it.
function mount(root: HTMLElement): () => void {
  const live = root.querySelector<HTMLElement>(".live")!;
  const editor = root.querySelector<HTMLElement>(".name-edit")!;
  const field = editor.querySelector<HTMLInputElement>(".field")!;
  const edit = root.querySelector<HTMLButtonElement>(".edit")!;
  const doc = root.ownerDocument;
  let timer = 0;

  const onCopy = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".copy");
    if (!button) return;
    const text = button.previousElementSibling?.textContent?.trim() ?? "";
    const label = button.getAttribute("aria-label")?.replace(/^Copy /, "") ?? "Value";
    const done = () => {
      button.classList.add("is-done");
      live.textContent = `${label.charAt(0).toUpperCase()}${label.slice(1)} copied`;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        button.classList.remove("is-done");
        live.textContent = "";
      }, 2000);
    };
    navigator.clipboard?.writeText(text).then(done, done);
  };
  const observer = new MutationObserver(() => {
    if (!editor.hidden) {
      field.focus();
      field.select();
    } else if (doc.activeElement === doc.body || editor.contains(doc.activeElement)) edit.focus();
  });
  observer.observe(editor, { attributes: true, attributeFilter: ["hidden"] });
  root.addEventListener("click", onCopy);
  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
    root.removeEventListener("click", onCopy);
    root.querySelectorAll(".copy.is-done").forEach((b) => b.classList.remove("is-done"));
    live.textContent = "";
  };
}
