// Opens the sheet modally from the More button and closes it on a backdrop click; every action is a submit button of
// a method="dialog" form, so choosing one closes the sheet natively (Escape too). Focus returns to More. The chosen
// action is component state.
function mount(root: HTMLElement): () => void {
  const more = root.querySelector<HTMLButtonElement>(".more")!;
  const sheet = root.querySelector<HTMLDialogElement>(".sheet")!;
  const show = () => {
    if (!sheet.open) sheet.showModal();
  };
  const onClosed = () => {
    sheet.returnValue = "";
    more.focus();
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === sheet) sheet.close();
  };
  more.addEventListener("click", show);
  sheet.addEventListener("close", onClosed);
  sheet.addEventListener("click", onBackdrop);
  return () => {
    more.removeEventListener("click", show);
    sheet.removeEventListener("close", onClosed);
    sheet.removeEventListener("click", onBackdrop);
    if (sheet.open) sheet.close();
  };
}
