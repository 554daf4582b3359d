// Covers each cell's text with an aria-hidden row of tiles (the real text stays in the table for screen readers) and
// flips every tile through the alphabet before it settles on its character, when the board comes into view or on Refresh.
const FLAPS = " ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:.-";

function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const refresh = root.querySelector<HTMLButtonElement>(".refresh");
  const cells = [...root.querySelectorAll<HTMLElement>(".flap")];
  const timers: number[] = [];
  const made: HTMLElement[] = [];

  const tilesFor = (cell: HTMLElement) => {
    let tiles = cell.querySelector<HTMLElement>(".tiles");
    if (!tiles) {
      tiles = document.createElement("span");
      tiles.className = "tiles";
      tiles.setAttribute("aria-hidden", "true");
      cell.append(tiles);
      made.push(tiles);
    }
    return tiles;
  };
  const paint = (animate: boolean) => {
    timers.splice(0).forEach((t) => window.clearTimeout(t));
    cells.forEach((cell, c) => {
      const text = (cell.firstChild?.textContent ?? "").toUpperCase();
      const tiles = tilesFor(cell);
      tiles.replaceChildren(
        ...[...text].map(() => {
          const tile = document.createElement("span");
          tile.className = "tile";
          return tile;
        }),
      );
      [...text].forEach((target, i) => {
        const tile = tiles.children[i] as HTMLElement;
        if (!animate) return void (tile.textContent = target);
        const spins = 6 + Math.floor(Math.random() * 6);
        const start = Math.floor(c / 4) * 160 + i * 45;
        for (let s = 0; s <= spins; s++) {
          timers.push(
            window.setTimeout(() => {
              tile.textContent = s === spins ? target : FLAPS[Math.floor(Math.random() * FLAPS.length)]!;
              tile.classList.remove("is-flipping");
              void tile.offsetWidth;
              tile.classList.add("is-flipping");
            }, start + s * 70),
          );
        }
      });
    });
    root.classList.add("is-tiled");
  };
  const onRefresh = () => paint(!reduce.matches);
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    paint(!reduce.matches);
  });
  observer.observe(root);
  refresh?.addEventListener("click", onRefresh);
  return () => {
    observer.disconnect();
    refresh?.removeEventListener("click", onRefresh);
    timers.splice(0).forEach((t) => window.clearTimeout(t));
    made.forEach((tiles) => tiles.remove());
    root.classList.remove("is-tiled");
  };
}
