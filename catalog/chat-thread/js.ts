// Sending appends your message to the log and scrolls to it.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".composer")!;
  const input = form.querySelector<HTMLInputElement>("input")!;
  const log = root.querySelector<HTMLElement>(".log")!;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    const item = document.createElement("li");
    item.className = "msg out";
    const p = document.createElement("p");
    p.textContent = text;
    const time = document.createElement("time");
    time.textContent = "Now · Sent";
    item.append(p, time);
    log.append(item);
    log.scrollTop = log.scrollHeight;
    input.value = "";
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}
