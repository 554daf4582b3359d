// The CV picker and the note counter: choosing a file (or dropping one on the box) swaps the drop box for a row with
// the file's name, type and size, Replace opens the picker again and Remove clears it; the cover note counts down
// the characters left and turns the count to a warning in the last 60. Consent is component state.
function mount(root: HTMLElement): () => void {
  const upload = root.querySelector<HTMLElement>(".upload")!;
  const file = root.querySelector<HTMLInputElement>(".file")!;
  const drop = root.querySelector<HTMLElement>(".drop")!;
  const chosen = root.querySelector<HTMLElement>(".chosen")!;
  const remove = root.querySelector<HTMLButtonElement>(".remove")!;
  const note = root.querySelector<HTMLTextAreaElement>(".note")!;
  const count = root.querySelector<HTMLElement>(".count")!;

  const size = (bytes: number) => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
  const show = (picked: File | null) => {
    drop.hidden = picked !== null;
    chosen.hidden = picked === null;
    if (!picked) return;
    const ext = (picked.name.split(".").pop() ?? "").toUpperCase().slice(0, 4);
    chosen.querySelector(".doc")!.textContent = ext || "FILE";
    chosen.querySelector(".doc-name")!.textContent = picked.name;
    const tooBig = picked.size > 5 * 1048576;
    chosen.querySelector(".doc-size")!.textContent = tooBig ? `${size(picked.size)}, too large: the limit is 5 MB` : size(picked.size);
  };
  const onChange = () => show(file.files?.[0] ?? null);
  const onRemove = () => {
    file.value = "";
    show(null);
    file.focus();
  };
  const onOver = (event: DragEvent) => {
    event.preventDefault();
    upload.classList.add("is-over");
  };
  const onLeave = () => upload.classList.remove("is-over");
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    upload.classList.remove("is-over");
    const dropped = event.dataTransfer?.files;
    if (dropped && dropped.length > 0) {
      file.files = dropped;
      show(dropped[0]!);
    }
  };
  const onNote = () => {
    const left = note.maxLength - note.value.length;
    count.textContent = `${left} character${left === 1 ? "" : "s"} left`;
    count.classList.toggle("is-low", left <= 60);
  };

  file.addEventListener("change", onChange);
  remove.addEventListener("click", onRemove);
  drop.addEventListener("dragover", onOver);
  drop.addEventListener("dragleave", onLeave);
  drop.addEventListener("drop", onDrop);
  note.addEventListener("input", onNote);
  return () => {
    file.removeEventListener("change", onChange);
    remove.removeEventListener("click", onRemove);
    drop.removeEventListener("dragover", onOver);
    drop.removeEventListener("dragleave", onLeave);
    drop.removeEventListener("drop", onDrop);
    note.removeEventListener("input", onNote);
  };
}
