// Everything stays on the device: a chosen or dropped image is checked (type, 4 MB, at least 200 × 200 pixels by
// loading it from an object URL), then shown in the circle and the small previews. The zoom slider scales it, and
// dragging the circle (pointer capture) or the arrow keys with the circle focused move it; Reset puts it back in the
// middle, Remove returns to the initials and frees the object URL.
const TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const MAX_BYTES = 4 * 1024 * 1024;

function mount(root: HTMLElement): () => void {
  const frame = root.querySelector<HTMLElement>(".frame")!;
  const file = root.querySelector<HTMLInputElement>(".file")!;
  const zoom = root.querySelector<HTMLInputElement>(".zoom-range")!;
  const reset = root.querySelector<HTMLButtonElement>(".reset")!;
  const remove = root.querySelector<HTMLButtonElement>(".remove")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  const photos = [...root.querySelectorAll<HTMLElement>(".photo, .mini-photo")];
  let url = "";
  let x = 50;
  let y = 50;
  let drag: { px: number; py: number; x: number; y: number } | null = null;
  let token = 0;

  const say = (text: string, error = false) => {
    status.textContent = text;
    status.classList.toggle("is-error", error);
  };
  const place = () => {
    root.style.setProperty("--x", `${x}%`);
    root.style.setProperty("--y", `${y}%`);
    root.style.setProperty("--s", `${zoom.value}%`);
  };
  const setPhoto = (next: string) => {
    if (url) URL.revokeObjectURL(url);
    url = next;
    photos.forEach((p) => (p.style.backgroundImage = next ? `url("${next}")` : ""));
    const has = next !== "";
    root.querySelectorAll<HTMLElement>(".frame, .previews").forEach((el) => el.classList.toggle("has-photo", has));
    frame.tabIndex = has ? 0 : -1;
    frame.setAttribute("aria-label", has ? "Your new photo. Arrow keys move it inside the circle." : "Your avatar, showing your initials");
    zoom.disabled = reset.disabled = remove.disabled = !has;
    x = y = 50;
    zoom.value = "100";
    place();
  };
  const load = (picked: File | undefined) => {
    if (!picked) return;
    if (!TYPES.includes(picked.type)) return say(`“${picked.name}” isn’t a PNG, JPG, WebP or GIF image.`, true);
    if (picked.size > MAX_BYTES) return say(`That image is ${(picked.size / 1048576).toFixed(1)} MB; the limit is 4 MB.`, true);
    const candidate = URL.createObjectURL(picked);
    const probe = new Image();
    const mine = ++token;
    probe.onload = () => {
      if (mine !== token) return URL.revokeObjectURL(candidate);
      if (probe.naturalWidth < 200 || probe.naturalHeight < 200) {
        URL.revokeObjectURL(candidate);
        return say(`That image is ${probe.naturalWidth} × ${probe.naturalHeight} pixels; it needs to be at least 200 × 200.`, true);
      }
      // Cover the circle whatever the shape, like background-size: cover, before any zoom.
      const ratio = probe.naturalWidth / probe.naturalHeight;
      zoom.min = String(Math.round(Math.max(ratio, 1) * 100));
      setPhoto(candidate);
      zoom.value = zoom.min;
      place();
      say(`${picked.name} is ready. Drag it or zoom until your face sits in the circle.`);
    };
    probe.onerror = () => {
      URL.revokeObjectURL(candidate);
      say("That file couldn’t be read as an image.", true);
    };
    probe.src = candidate;
  };

  const onFile = () => load(file.files?.[0]);
  const onZoom = () => place();
  const onReset = () => {
    x = y = 50;
    zoom.value = zoom.min;
    place();
    say("Photo centred again.");
  };
  const onRemove = () => {
    token++;
    file.value = "";
    zoom.min = "100";
    setPhoto("");
    say("Photo removed: people see your initials.");
    file.focus();
  };
  const clamp = (n: number) => Math.max(0, Math.min(100, n));
  const onDown = (event: PointerEvent) => {
    if (!url) return;
    drag = { px: event.clientX, py: event.clientY, x, y };
    frame.setPointerCapture(event.pointerId);
    frame.classList.add("is-dragging");
  };
  const onMove = (event: PointerEvent) => {
    if (!drag) return;
    const size = frame.clientWidth;
    const scale = Number(zoom.value) / 100;
    const span = Math.max(size * (scale - 1), 1);
    x = clamp(drag.x - ((event.clientX - drag.px) / span) * 100);
    y = clamp(drag.y - ((event.clientY - drag.py) / span) * 100);
    place();
  };
  const onUp = (event: PointerEvent) => {
    if (!drag) return;
    drag = null;
    frame.classList.remove("is-dragging");
    if (frame.hasPointerCapture(event.pointerId)) frame.releasePointerCapture(event.pointerId);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!url) return;
    const moves: Record<string, [number, number]> = { ArrowLeft: [5, 0], ArrowRight: [-5, 0], ArrowUp: [0, 5], ArrowDown: [0, -5] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    x = clamp(x + move[0]);
    y = clamp(y + move[1]);
    place();
  };
  const onOver = (event: DragEvent) => {
    event.preventDefault();
    frame.classList.add("is-over");
  };
  const onLeave = () => frame.classList.remove("is-over");
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    frame.classList.remove("is-over");
    load(event.dataTransfer?.files[0]);
  };

  file.addEventListener("change", onFile);
  zoom.addEventListener("input", onZoom);
  reset.addEventListener("click", onReset);
  remove.addEventListener("click", onRemove);
  frame.addEventListener("pointerdown", onDown);
  frame.addEventListener("pointermove", onMove);
  frame.addEventListener("pointerup", onUp);
  frame.addEventListener("pointercancel", onUp);
  frame.addEventListener("keydown", onKey);
  frame.addEventListener("dragover", onOver);
  frame.addEventListener("dragleave", onLeave);
  frame.addEventListener("drop", onDrop);
  return () => {
    token++;
    if (url) URL.revokeObjectURL(url);
    file.removeEventListener("change", onFile);
    zoom.removeEventListener("input", onZoom);
    reset.removeEventListener("click", onReset);
    remove.removeEventListener("click", onRemove);
    frame.removeEventListener("pointerdown", onDown);
    frame.removeEventListener("pointermove", onMove);
    frame.removeEventListener("pointerup", onUp);
    frame.removeEventListener("pointercancel", onUp);
    frame.removeEventListener("keydown", onKey);
    frame.removeEventListener("dragover", onOver);
    frame.removeEventListener("dragleave", onLeave);
    frame.removeEventListener("drop", onDrop);
  };
}
