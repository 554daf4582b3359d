// Send: the response panel shows a short loading state, then a fresh round-trip time. Copy as cURL puts the request
// (method, URL, Accept header) on the clipboard and says so on the button for a moment.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".req");
  const response = root.querySelector<HTMLElement>(".response");
  const ms = root.querySelector<HTMLElement>(".ms");
  const copy = root.querySelector<HTMLButtonElement>(".copy");
  const method = root.querySelector<HTMLSelectElement>(".method");
  const url = root.querySelector<HTMLInputElement>(".url");
  if (!form || !response || !ms) return () => {};
  let timer = 0;
  let copyTimer = 0;
  const onSubmit = (event: Event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    response.classList.add("is-loading");
    response.setAttribute("aria-busy", "true");
    ms.textContent = "…";
    timer = window.setTimeout(() => {
      response.classList.remove("is-loading");
      response.removeAttribute("aria-busy");
      ms.textContent = `${120 + Math.round(Math.random() * 140)} ms`;
    }, 650);
  };
  const onCopy = () => {
    const label = copy?.querySelector("span");
    const command = `curl -X ${method?.value ?? "GET"} '${url?.value ?? ""}' -H 'Accept: application/json'`;
    navigator.clipboard?.writeText(command).catch(() => {});
    if (!label) return;
    const before = label.textContent;
    label.textContent = "Copied";
    window.clearTimeout(copyTimer);
    copyTimer = window.setTimeout(() => {
      label.textContent = before;
    }, 1400);
  };
  form.addEventListener("submit", onSubmit);
  copy?.addEventListener("click", onCopy);
  return () => {
    window.clearTimeout(timer);
    window.clearTimeout(copyTimer);
    form.removeEventListener("submit", onSubmit);
    copy?.removeEventListener("click", onCopy);
    response.classList.remove("is-loading");
  };
}
