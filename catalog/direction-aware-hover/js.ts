// Works out which edge the pointer crossed (from its angle to the tile's centre) and slides the caption
// in from that edge on enter and out through it on leave.
const SIDES = ["top", "right", "bottom", "left"];

function side(event: PointerEvent, el: HTMLElement): string {
  const box = el.getBoundingClientRect();
  const w = box.width || 1;
  const h = box.height || 1;
  const x = (event.clientX - box.left - w / 2) * (w > h ? h / w : 1);
  const y = (event.clientY - box.top - h / 2) * (h > w ? w / h : 1);
  return SIDES[Math.round((Math.atan2(y, x) * (180 / Math.PI) + 180) / 90 + 3) % 4];
}

function mount(root: HTMLElement): () => void {
  const tiles = Array.from(root.querySelectorAll<HTMLElement>(".tile"));
  const offs: Array<() => void> = [];
  for (const tile of tiles) {
    const enter = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      tile.classList.remove("is-in");
      tile.classList.add("is-snap");
      tile.dataset.dir = side(event, tile);
      void tile.offsetWidth;
      tile.classList.remove("is-snap");
      tile.classList.add("is-in");
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      tile.dataset.dir = side(event, tile);
      tile.classList.remove("is-in");
    };
    tile.addEventListener("pointerenter", enter);
    tile.addEventListener("pointerleave", leave);
    offs.push(() => {
      tile.removeEventListener("pointerenter", enter);
      tile.removeEventListener("pointerleave", leave);
      tile.classList.remove("is-in", "is-snap");
      delete tile.dataset.dir;
    });
  }
  return () => offs.forEach((off) => off());
}
