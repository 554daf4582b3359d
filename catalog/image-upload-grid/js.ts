// Reordering, removing and uploading, all on the device. Arrow buttons move a tile one place (focus follows it),
// tiles can be dragged onto each other, × removes one (focus goes to its neighbour). New images from the Add tile or
// dropped on it become tiles from object URLs with a simulated upload: the progress ring fills, then the tile turns
// into a normal one. The count, the Add tile (hidden at eight) and a live status line follow every change.
const LIMIT = 8;

function mount(root: HTMLElement): () => void {
  const grid = root.querySelector<HTMLElement>(".grid")!;
  const add = root.querySelector<HTMLElement>(".add")!;
  const file = root.querySelector<HTMLInputElement>(".file")!;
  const count = root.querySelector<HTMLElement>(".count-n")!;
  const status = root.querySelector<HTMLElement>(".status-text")!;
  const urls: string[] = [];
  const timers = new Map<HTMLElement, number>();
  let dragged: HTMLElement | null = null;

  const tiles = () => [...grid.querySelectorAll<HTMLElement>(".tile")];
  const nameOf = (tile: HTMLElement) => tile.querySelector(".art")?.getAttribute("aria-label") ?? "Image";
  const say = (text: string) => (status.textContent = text);
  const refresh = () => {
    const n = tiles().length;
    count.textContent = String(n);
    add.hidden = n >= LIMIT;
  };
  const progress = (tile: HTMLElement, start: number, label: string) => {
    const ring = tile.querySelector<SVGCircleElement>(".ring-value")!;
    let value = start;
    tile.classList.add("is-uploading");
    const step = () => {
      value = Math.min(100, value + 6 + Math.round(Math.random() * 8));
      ring.setAttribute("stroke-dasharray", `${value} 100`);
      if (value >= 100) {
        window.clearInterval(timers.get(tile));
        timers.delete(tile);
        tile.classList.remove("is-uploading");
        say(`“${label}” uploaded.`);
      } else say(`Uploading “${label}”, ${value}%`);
    };
    timers.set(tile, window.setInterval(step, 260));
  };
  const stop = (tile: HTMLElement) => {
    window.clearInterval(timers.get(tile));
    timers.delete(tile);
  };

  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".tool");
    if (!button) return;
    const tile = button.closest<HTMLElement>(".tile")!;
    const all = tiles();
    const i = all.indexOf(tile);
    if (button.classList.contains("remove")) {
      const uploading = tile.classList.contains("is-uploading");
      stop(tile);
      const next = all[i + 1] ?? all[i - 1];
      tile.remove();
      refresh();
      say(`${uploading ? "Upload cancelled" : "Removed"}: ${nameOf(tile)}.`);
      (next?.querySelector<HTMLElement>(".remove") ?? file).focus();
      return;
    }
    const earlier = button.classList.contains("earlier");
    const target = all[earlier ? i - 1 : i + 1];
    if (!target) return;
    if (earlier) target.before(tile);
    else target.after(tile);
    const place = tiles().indexOf(tile) + 1;
    say(`${nameOf(tile)} moved to position ${place} of ${all.length}${place === 1 ? ", now the cover" : ""}.`);
    const again = tile.querySelector<HTMLElement>(earlier ? ".earlier" : ".later");
    (again && getComputedStyle(again).visibility !== "hidden" ? again : tile.querySelector<HTMLElement>(".remove"))!.focus();
  };

  const onDragStart = (event: DragEvent) => {
    const tile = (event.target as HTMLElement).closest<HTMLElement>(".tile");
    if (!tile || tile.classList.contains("is-uploading")) return event.preventDefault();
    dragged = tile;
    tile.classList.add("is-dragging");
    event.dataTransfer?.setData("text/plain", nameOf(tile));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
  };
  const onDragOver = (event: DragEvent) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>(".tile, .add");
    if (!target) return;
    event.preventDefault();
    if (dragged) {
      tiles().forEach((t) => t.classList.toggle("is-target", t === target && t !== dragged));
    } else if (target === add) add.classList.add("is-over");
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const target = (event.target as HTMLElement).closest<HTMLElement>(".tile, .add");
    add.classList.remove("is-over");
    if (dragged && target && target !== dragged && target.classList.contains("tile")) {
      const all = tiles();
      if (all.indexOf(dragged) < all.indexOf(target)) target.after(dragged);
      else target.before(dragged);
      say(`${nameOf(dragged)} moved to position ${tiles().indexOf(dragged) + 1}.`);
    } else if (!dragged && event.dataTransfer?.files.length) addFiles([...event.dataTransfer.files]);
  };
  const onDragEnd = () => {
    dragged?.classList.remove("is-dragging");
    dragged = null;
    tiles().forEach((t) => t.classList.remove("is-target"));
  };
  const onLeave = (event: DragEvent) => {
    if (!add.contains(event.relatedTarget as Node)) add.classList.remove("is-over");
  };

  const addFiles = (files: File[]) => {
    const template = tiles()[0];
    if (!template) return;
    const room = LIMIT - tiles().length;
    const images = files.filter((f) => f.type.startsWith("image/"));
    images.slice(0, room).forEach((f) => {
      const url = URL.createObjectURL(f);
      urls.push(url);
      const tile = template.cloneNode(true) as HTMLElement;
      tile.classList.remove("is-dragging", "is-target");
      const art = tile.querySelector<HTMLElement>(".art")!;
      art.className = "art";
      art.style.backgroundImage = `url("${url}")`;
      art.setAttribute("aria-label", f.name);
      tile.querySelector(".ring-value")!.setAttribute("stroke-dasharray", "0 100");
      add.before(tile);
      progress(tile, 0, f.name);
    });
    if (images.length > room) say(`Only ${LIMIT} images fit: ${images.length - room} left out.`);
    if (images.length < files.length) say("Only image files can be added.");
    refresh();
  };
  const onFile = () => {
    addFiles([...(file.files ?? [])]);
    file.value = "";
  };

  const first = grid.querySelector<HTMLElement>(".tile.is-uploading");
  if (first) progress(first, Number(first.querySelector(".ring-value")?.getAttribute("stroke-dasharray")?.split(" ")[0] ?? 0), "glaze-detail.jpg");
  grid.addEventListener("click", onClick);
  grid.addEventListener("dragstart", onDragStart);
  grid.addEventListener("dragover", onDragOver);
  grid.addEventListener("drop", onDrop);
  grid.addEventListener("dragend", onDragEnd);
  add.addEventListener("dragleave", onLeave);
  file.addEventListener("change", onFile);
  return () => {
    timers.forEach((t) => window.clearInterval(t));
    timers.clear();
    urls.forEach((u) => URL.revokeObjectURL(u));
    grid.removeEventListener("click", onClick);
    grid.removeEventListener("dragstart", onDragStart);
    grid.removeEventListener("dragover", onDragOver);
    grid.removeEventListener("drop", onDrop);
    grid.removeEventListener("dragend", onDragEnd);
    add.removeEventListener("dragleave", onLeave);
    file.removeEventListener("change", onFile);
  };
}
