// Opens the sheet as a modal dialog and reports which button closed it (the method="dialog" form closes it with the
// button's value). Dragging the handle or the header down moves the sheet with the pointer; let go past a quarter
// of its height (or flick it) and it closes, otherwise it settles back. A click on the backdrop closes it too.
function mount(root: HTMLElement): () => void {
  const open = root.querySelector<HTMLButtonElement>(".open")!;
  const sheet = root.querySelector<HTMLDialogElement>(".sheet")!;
  const result = root.querySelector<HTMLElement>(".result")!;
  const link = root.querySelector<HTMLInputElement>(".link")!;
  const grips = [...root.querySelectorAll<HTMLElement>(".grab, .head")];
  let startY = 0;
  let lastY = 0;
  let lastT = 0;
  let speed = 0;
  let dragging = false;

  const onOpen = () => {
    sheet.style.transform = "";
    sheet.showModal();
  };
  const onClose = () => {
    const value = sheet.returnValue;
    if (value === "Link copied") navigator.clipboard?.writeText(link.value).catch(() => {});
    result.textContent = value ? `${value}.` : "";
    sheet.returnValue = "";
    sheet.style.transform = "";
    open.focus();
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === sheet) sheet.close();
  };
  const onDown = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest("button") || event.button !== 0) return;
    dragging = true;
    startY = lastY = event.clientY;
    lastT = event.timeStamp;
    speed = 0;
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    sheet.classList.add("is-dragging");
    sheet.classList.remove("is-settling");
  };
  const onMove = (event: PointerEvent) => {
    if (!dragging) return;
    const dt = Math.max(1, event.timeStamp - lastT);
    speed = (event.clientY - lastY) / dt;
    lastY = event.clientY;
    lastT = event.timeStamp;
    sheet.style.transform = `translateY(${Math.max(0, event.clientY - startY)}px)`;
  };
  const onUp = (event: PointerEvent) => {
    if (!dragging) return;
    dragging = false;
    sheet.classList.remove("is-dragging");
    const moved = Math.max(0, event.clientY - startY);
    if (moved > sheet.offsetHeight / 4 || speed > 0.6) sheet.close();
    else {
      sheet.classList.add("is-settling");
      sheet.style.transform = "";
    }
  };
  open.addEventListener("click", onOpen);
  sheet.addEventListener("close", onClose);
  sheet.addEventListener("click", onBackdrop);
  for (const g of grips) {
    g.addEventListener("pointerdown", onDown);
    g.addEventListener("pointermove", onMove);
    g.addEventListener("pointerup", onUp);
    g.addEventListener("pointercancel", onUp);
  }
  return () => {
    open.removeEventListener("click", onOpen);
    sheet.removeEventListener("close", onClose);
    sheet.removeEventListener("click", onBackdrop);
    for (const g of grips) {
      g.removeEventListener("pointerdown", onDown);
      g.removeEventListener("pointermove", onMove);
      g.removeEventListener("pointerup", onUp);
      g.removeEventListener("pointercancel", onUp);
    }
    if (sheet.open) sheet.close();
    sheet.classList.remove("is-dragging", "is-settling");
    sheet.style.transform = "";
  };
}
