// Lists chosen or dropped files; each can be removed again.
function mount(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>(".input")!;
  const zone = root.querySelector<HTMLElement>(".zone")!;
  const list = root.querySelector<HTMLElement>(".files")!;
  let files: File[] = [];
  const size = (n: number) => (n > 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.ceil(n / 1e3)} KB`);
  const render = () => {
    list.replaceChildren(...files.map((file, index) => {
      const item = document.createElement("li");
      const name = document.createElement("span");
      name.textContent = file.name;
      const meta = document.createElement("small");
      meta.textContent = size(file.size);
      const remove = document.createElement("button");
      remove.type = "button";
      remove.textContent = "Remove";
      remove.setAttribute("aria-label", `Remove ${file.name}`);
      remove.addEventListener("click", () => {
        files = files.filter((_, k) => k !== index);
        render();
      });
      item.append(name, meta, remove);
      return item;
    }));
  };
  const onChange = () => {
    files = [...files, ...(input.files ? [...input.files] : [])];
    input.value = "";
    render();
  };
  const onOver = (event: DragEvent) => {
    event.preventDefault();
    root.classList.add("is-over");
  };
  const onLeave = () => root.classList.remove("is-over");
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    root.classList.remove("is-over");
    files = [...files, ...(event.dataTransfer ? [...event.dataTransfer.files] : [])];
    render();
  };
  input.addEventListener("change", onChange);
  zone.addEventListener("dragover", onOver);
  zone.addEventListener("dragleave", onLeave);
  zone.addEventListener("drop", onDrop);
  return () => {
    input.removeEventListener("change", onChange);
    zone.removeEventListener("dragover", onOver);
    zone.removeEventListener("dragleave", onLeave);
    zone.removeEventListener("drop", onDrop);
    list.replaceChildren();
  };
}
